import { randomBytes, randomUUID } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { querySql } from '../src/lib/db/sql.ts';
import { sessionKeyOf } from '../src/modules/session/session-key.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import { SESSION_COOKIE } from '../src/plugins/app/session.ts';
import { buildTestApp, TEST_SESSION_SECRET } from './helpers/build-test-app.ts';
import { createPayslip, createUser } from './helpers/factories.ts';
import { samplePdf } from './helpers/sample-files.ts';

/**
 * Hostile input on every route of the OpenAPI document, signed in and not: bodies, queries and ids
 * generated from each route's own JSON schema (valid, nearly valid and anything at all), and
 * multipart bodies. Every answer must be below 500; every 4xx a JSON `{ message }` in French; and a
 * refused write must leave the data as it was.
 *
 * In CI: a fixed seed and a bounded count. On demand: `FUZZ_RUNS=2000 FUZZ_SEED=$RANDOM pnpm
 * --filter @dirigeo/api test fuzz` (a failure prints the seed and the shrunk request to replay).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

const testApp = await buildTestApp();
afterAll(async () => {
  await testApp.close();
});
const user = await createUser(testApp.orm);
const other = await createUser(testApp.orm);
const ownPayslip = await createPayslip(testApp.orm, user, { month: 3, year: 2025 });
const othersPayslip = await createPayslip(testApp.orm, other, { month: 3, year: 2025 });
const pdf = await samplePdf();
const signer = fastifyCookie.signerFactory(TEST_SESSION_SECRET);

/** A session minted straight into the store: no password, whatever the fuzzer did to the account. */
async function mintSession(): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const now = Date.now();
  await testApp.orm.em.fork().insert(Session, {
    sid: sessionKeyOf(id),
    publicId: randomUUID(),
    role: 'client',
    stage: 'active',
    userId: user.id,
    expire: new Date(now + 60 * 60 * 1000),
    createdAt: new Date(now),
    lastUsedAt: new Date(now),
    userAgent: null,
    ip: null,
  });
  return `${SESSION_COOKIE}=${encodeURIComponent(signer.sign(id))}`;
}
let cookie = await mintSession();

// ---- the OpenAPI document, as the routes declare it ------------------------------------------

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** A bound (JSON Schema) or whether `minimum` is one (OpenAPI 3.0). */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
}
const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      type: z.union([z.string(), z.array(z.string())]).optional(),
      enum: z.array(z.unknown()).optional(),
      const: z.unknown().optional(),
      anyOf: z.array(jsonSchema).optional(),
      oneOf: z.array(jsonSchema).optional(),
      allOf: z.array(jsonSchema).optional(),
      properties: z.record(z.string(), jsonSchema).optional(),
      required: z.array(z.string()).optional(),
      items: jsonSchema.optional(),
      minItems: z.number().optional(),
      maxItems: z.number().optional(),
      minLength: z.number().optional(),
      maxLength: z.number().optional(),
      pattern: z.string().optional(),
      format: z.string().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
      exclusiveMaximum: z.union([z.number(), z.boolean()]).optional(),
      nullable: z.boolean().optional(),
    })
    .loose(),
);
const operationSchema = z
  .object({
    parameters: z
      .array(
        z.object({
          name: z.string(),
          in: z.enum(['path', 'query', 'header', 'cookie']),
          schema: jsonSchema.optional(),
        }),
      )
      .optional(),
    requestBody: z
      .object({ content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })) })
      .optional(),
  })
  .loose();
const openApi = z
  .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
  .parse((await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json());

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}
const routes: Route[] = [];
for (const [path, operations] of Object.entries(openApi.paths)) {
  if (path.startsWith('/api/docs')) continue;
  for (const [method, value] of Object.entries(operations)) {
    const upper = method.toUpperCase();
    if (upper !== 'GET' && upper !== 'POST' && upper !== 'PATCH' && upper !== 'PUT' && upper !== 'DELETE')
      continue;
    const operation = operationSchema.parse(value);
    const parameters = operation.parameters ?? [];
    routes.push({
      method: upper,
      path,
      pathParams: parameters
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
      queryParams: parameters
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
      body: operation.requestBody?.content['application/json']?.schema,
    });
  }
}

// ---- values -------------------------------------------------------------------------------------

/** Strings a hostile client sends: control characters, scripts, SQL, paths, huge and odd numbers. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '%',
    '__proto__',
    'constructor',
    'NaN',
    '-1',
    '0',
    '1e309',
    '9007199254740993',
    '99999999999999999999',
    '1.5',
    'null',
    'true',
    '[]',
    '{}',
    '\u202e',
    '😀',
    'é'.repeat(300),
    'x'.repeat(5000),
  ),
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
);

/** Values of a JSON schema: mostly valid, and each part sometimes replaced by anything at all. */
function valuesOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const valid = validValuesOf(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

function validValuesOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => valuesOf(s, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return valuesOf(Object.assign({}, ...schema.allOf), depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  const options = types.map((type) => valuesOfType(type, schema, depth));
  if (schema.nullable) options.push(fc.constant(null));
  return options.length === 1 && options[0] ? options[0] : fc.oneof(...options);
}

function lowerBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return Math.floor(schema.exclusiveMinimum) + 1;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? Math.floor(schema.minimum) + 1 : Math.ceil(schema.minimum);
}

function upperBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return Math.ceil(schema.exclusiveMaximum) - 1;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? Math.ceil(schema.maximum) - 1 : Math.floor(schema.maximum);
}

function valuesOfType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = lowerBound(schema) ?? -1_000_000;
      const max = upperBound(schema) ?? 1_000_000;
      return fc.oneof(
        fc.integer({ min: Math.max(min, -2_000_000_000), max: Math.min(max, 2_000_000_000) }),
        fc.constantFrom(min, max, min - 1, max + 1),
      );
    }
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      return fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc
          .integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
          .map((n) => n / 100),
        fc.constantFrom(min, max, min - 0.01, max + 0.01, 0.001),
      );
    }
    case 'string': {
      if (schema.format === 'date')
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) {
        try {
          return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), hostileString);
        } catch {
          return hostileString;
        }
      }
      const minLength = schema.minLength ?? 0;
      const maxLength = schema.maxLength ?? 300;
      return fc.oneof(
        fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60) }),
        fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 20) }),
        hostileString,
      );
    }
    case 'array': {
      const items = schema.items ? valuesOf(schema.items, depth + 1) : anyJson;
      return fc.array(items, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) shape[name] = valuesOf(property, depth + 1);
      const known = fc.record(shape, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
      return fc
        .tuple(known, fc.dictionary(hostileString, anyJson, { maxKeys: 2 }), fc.boolean())
        .map(([value, extra, withExtra]) => (withExtra ? { ...extra, ...value } : value));
    }
    default:
      return anyJson;
  }
}

/** Ids as a client may type them in a URL: some that exist (the user's own, another user's), some not. */
const ids = fc.oneof(
  fc.constantFrom(
    String(ownPayslip.id),
    String(othersPayslip.id),
    '1',
    '0',
    '-1',
    '2147483648',
    '1e3',
    '0x10',
    'abc',
    '%20',
    '1.0',
  ),
  fc.integer({ min: -10, max: 5_000 }).map(String),
  hostileString.filter((value) => value.length > 0 && value.length < 200),
);

/** A multipart body: fields as the upload form sends them or not, and a file or not. */
const multipartBodies = fc
  .record({
    fields: fc.dictionary(
      fc.oneof(fc.constantFrom('name', 'description', 'category', 'file'), fc.string({ maxLength: 10 })),
      fc.oneof(hostileString, fc.constantFrom('payslip', 'social', 'tax', 'other', 'Attestation')),
      { maxKeys: 5 },
    ),
    file: fc.option(
      fc.record({
        field: fc.constantFrom('file', 'file', 'autre'),
        name: fc.oneof(fc.constantFrom('a.pdf', 'b.png', 'c.exe', '../../x.pdf', ''), hostileString),
        content: fc.oneof(
          fc.constant(pdf),
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        ),
      }),
    ),
  })
  .map(({ fields, file }) => {
    const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        file.content,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
  });

interface GeneratedRequest {
  signedIn: boolean;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

function requestsFor(route: Route): fc.Arbitrary<GeneratedRequest> {
  const pathValues = fc.record(
    Object.fromEntries(
      route.pathParams.map((param) => [param.name, param.name === 'id' ? ids : hostileString]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(route.queryParams.map((param) => [param.name, valuesOf(param.schema)])),
    { requiredKeys: [] },
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const jsonBody = route.body ? valuesOf(route.body) : anyJson;
  const body: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> = hasBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: jsonBody.map((value) => ({
            contentType: 'application/json',
            payload: JSON.stringify(value) ?? '',
          })),
        },
        { weight: 2, arbitrary: multipartBodies },
        {
          weight: 1,
          arbitrary: hostileString.map((text) => ({ contentType: 'application/json', payload: text })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.constantFrom(
                'text/plain',
                'application/xml',
                'application/x-www-form-urlencoded',
                'application/json; charset=latin1',
              ),
              hostileString,
            )
            .map(([contentType, payload]) => ({ contentType, payload })),
        },
        { weight: 1, arbitrary: fc.constant({}) },
      )
    : fc.constant({});
  return fc
    .record({ signedIn: fc.boolean(), path: pathValues, query, body })
    .map(({ signedIn, path, query, body }) => {
      let url = route.path;
      for (const [name, value] of Object.entries(path))
        url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined)
          search.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      const queryString = search.toString();
      return { signedIn, url: queryString ? `${url}?${queryString}` : url, ...body };
    });
}

// ---- the properties -----------------------------------------------------------------------------

/** Every table a request can write (the rate limits' counters aside), as one digest. */
async function dataDigest(): Promise<string> {
  const [row] = await querySql<{ digest: string }>(
    testApp.orm.em.fork(),
    `select md5(concat_ws('|',
       (select string_agg(t::text, ',' order by id) from app_user t),
       (select string_agg(t::text, ',' order by id) from payslip t),
       (select string_agg(payslip_id::text || pdf_sha256, ',' order by payslip_id) from finalised_payslip),
       (select string_agg(t::text, ',' order by id) from document t),
       (select string_agg(key || complete::text, ',' order by key) from stored_file),
       (select string_agg(sid, ',' order by sid) from session),
       (select string_agg(t::text, ',' order by id) from chat_conversation t),
       (select count(*)::text from search_document),
       (select string_agg(id::text || updated_at::text, ',' order by id) from article))) as digest`,
  );
  return row?.digest ?? '';
}

/** Words of English error messages: a French answer has none of them. */
const ENGLISH =
  /\b(invalid|expected|required|must|should|is not|not found|unauthorized|forbidden|error|too (big|small|long)|unexpected|body)\b/i;

function expectFrenchError(body: string): void {
  const parsed = z
    .object({
      message: z.string().min(1),
      issues: z.array(z.object({ path: z.string(), message: z.string().min(1) })).optional(),
    })
    .parse(JSON.parse(body));
  for (const message of [parsed.message, ...(parsed.issues ?? []).map((issue) => issue.message)]) {
    expect(message, message).not.toMatch(ENGLISH);
    expect(message, message).toMatch(/[a-zà-ÿ]{2}/i);
  }
}

describe(`every route under hostile input (seed ${SEED}, ${RUNS} runs each; FUZZ_RUNS, FUZZ_SEED)`, () => {
  it('found the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, a French JSON message for every 4xx, nothing stored on a refusal',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async (request) => {
          const before = route.method === 'GET' ? '' : await dataDigest();
          const response = await testApp.app.inject({
            method: route.method,
            url: request.url,
            headers: {
              ...(request.signedIn ? { cookie } : {}),
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          // A request that signed in, out, or changed the password leaves the fuzzer a new session
          // (every signed-in answer renews the cookie: only a new or cleared one counts).
          if (
            request.signedIn &&
            response.cookies.some(
              (c) => c.name === SESSION_COOKIE && !cookie.endsWith(`=${encodeURIComponent(c.value)}`),
            )
          )
            cookie = await mintSession();
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expectFrenchError(response.body);
            if (route.method !== 'GET') expect(await dataDigest()).toBe(before);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});

describe('what the fuzzer found', () => {
  it('refuses a NUL character anywhere (JSON, query, path, multipart field) with a French 400, not a 500', async () => {
    const before = await dataDigest();
    const answers = [
      await testApp.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: '\u0000', password: 'x' },
      }),
      await testApp.app.inject({ method: 'GET', url: '/api/blog?category=%00' }),
      await testApp.app.inject({ method: 'GET', url: '/api/blog/%00' }),
      await testApp.app.inject({
        method: 'PATCH',
        url: `/api/user/${user.id}`,
        headers: { cookie },
        payload: { company: 'Société\u0000' },
      }),
    ];
    const boundary = 'nul-boundary';
    answers.push(
      await testApp.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAttestation\u0000\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nsocial\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          pdf,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      }),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expectFrenchError(answer.body);
    }
    expect(await dataDigest()).toBe(before);
  });
});
