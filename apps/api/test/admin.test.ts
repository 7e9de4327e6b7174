import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import { ADMIN_TEXTS } from '@dirigeo/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/env.ts';
import { FormTokens } from '../src/lib/form-tokens.ts';
import { createLogger } from '../src/logger.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import { ChatConversation } from '../src/modules/chat/chat-conversation.entity.ts';
import { ContactSubmission } from '../src/modules/contact/contact-submission.entity.ts';
import { ADMIN_COOKIE, adminCookieOf, signInAsAdmin, TEST_ADMIN_PASSWORD } from './helpers/admin.ts';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';
import { openTestDatabase } from './helpers/test-database.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

function inject(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  options: { cookie?: string; payload?: unknown } = {},
) {
  return testApp.app.inject({
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

function login(password: unknown, cookie?: string) {
  return inject('POST', '/api/admin/login', { payload: { password }, ...(cookie ? { cookie } : {}) });
}

/** Every route of the back office but the sign-in's own, with a body it would take. */
const ADMIN_ROUTES: [method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/conversations'],
  ['GET', '/api/admin/submissions'],
  ['PATCH', '/api/admin/submissions/1', { status: 'closed' }],
  ['GET', '/api/admin/blog-articles'],
  ['GET', '/api/admin/blog-articles/export'],
  ['GET', '/api/admin/blog-articles/1'],
  ['GET', '/api/admin/blog-articles/1/export'],
  [
    'POST',
    '/api/admin/blog-articles',
    {
      slug: 'intrus',
      title: 'Intrus',
      summary: 'Résumé.',
      content: '<p>Texte.</p>',
      category: 'Paie',
      status: 'published',
    },
  ],
  ['PUT', '/api/admin/blog-articles/1', { slug: 'x' }],
  [
    'POST',
    '/api/admin/blog-articles/import?dryRun=false',
    { format: 'dirigeo-blog-articles', version: 1, articles: [] },
  ],
];

describe('POST /api/admin/login', () => {
  it('opens an admin session with the server’s password: the session cookie, for the API only, strict, ending with the browser', async () => {
    const response = await login(TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = response.cookies.find((candidate) => candidate.name === ADMIN_COOKIE);
    expect(cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9+/]{43}$/);
    // No Expires nor Max-Age: a session cookie, gone when the browser closes.
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    // No client session comes with it (nor the client area's signed-in hint).
    expect(response.cookies.map((candidate) => candidate.name)).toEqual([ADMIN_COOKIE]);
    const session = await inject('GET', '/api/admin/session', { cookie: adminCookieOf(response) ?? '' });
    expect(session.json()).toEqual({ open: true, signedIn: true, namedAccounts: false });
    expect(
      (await inject('GET', '/api/admin/stats', { cookie: adminCookieOf(response) ?? '' })).statusCode,
    ).toBe(200);
  });

  it('keeps only a hash of the session id in the database, as a session whose role is admin', async () => {
    const cookie = await signInAsAdmin(testApp.app);
    const id = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const rows = await testApp.orm.em.fork().find(Session, { role: 'admin' });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sid).toMatch(/^[0-9a-f]{64}$/);
      expect(row.sid).not.toContain(id);
      expect(row.userId).toBeNull();
    }
  });

  it.each([
    ['a wrong password', 'mot-de-passe-faux-2026'],
    ['the password with one more character', `${TEST_ADMIN_PASSWORD}x`],
    ['the password cut by one character', TEST_ADMIN_PASSWORD.slice(0, -1)],
    ['the password in capitals', TEST_ADMIN_PASSWORD.toUpperCase()],
  ])('answers %s with « Mot de passe incorrect » and no session', async (_case, password) => {
    const response = await login(password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Mot de passe incorrect' });
    expect(adminCookieOf(response)).toBeUndefined();
  });

  it('asks for the password when it is empty or missing', async () => {
    for (const payload of [{ password: '' }, {}]) {
      const response = await inject('POST', '/api/admin/login', { payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ADMIN_TEXTS.passwordRequired);
      expect(adminCookieOf(response)).toBeUndefined();
    }
  });

  it('refuses a client’s password, and a client’s session opens nothing of the back office (403)', async () => {
    const user = await createUser(testApp.orm);
    expect((await login(TEST_PASSWORD)).json()).toEqual({ message: 'Mot de passe incorrect' });
    const userCookie = await signIn(testApp.app, user.username);
    for (const [method, url, payload] of ADMIN_ROUTES) {
      const response = await inject(method, url, { cookie: userCookie, payload });
      expect([method, url, response.statusCode, response.json().message]).toEqual([
        method,
        url,
        403,
        ADMIN_TEXTS.userForbidden,
      ]);
    }
  });

  it('opens nothing of the back office to a visitor (401), whatever the body', async () => {
    for (const [method, url, payload] of ADMIN_ROUTES) {
      const response = await inject(method, url, { payload });
      expect([method, url, response.statusCode, response.json().message]).toEqual([
        method,
        url,
        401,
        ADMIN_TEXTS.signInRequired,
      ]);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // A made-up token is no session either.
    const forged = `${ADMIN_COOKIE}=${'A'.repeat(43)}`;
    expect((await inject('GET', '/api/admin/stats', { cookie: forged })).statusCode).toBe(401);
  });

  it('opens no client data with an admin session', async () => {
    const adminCookie = await signInAsAdmin(testApp.app);
    for (const url of ['/api/user', '/api/payslips', '/api/documents']) {
      const response = await inject('GET', url, { cookie: adminCookie });
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });

  it('gives a new session at each sign-in and ends the one the browser came with', async () => {
    const first = await signInAsAdmin(testApp.app);
    const second = await signInAsAdmin(testApp.app, { cookie: first });
    expect(second).not.toBe(first);
    expect((await inject('GET', '/api/admin/stats', { cookie: first })).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/stats', { cookie: second })).statusCode).toBe(200);
  });

  it('ends after 30 minutes without a request, and each request starts the 30 minutes again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-23T09:00:00Z');
    vi.setSystemTime(start);
    const cookie = await signInAsAdmin(testApp.app);
    vi.setSystemTime(new Date(start.getTime() + 29 * 60_000));
    expect((await inject('GET', '/api/admin/stats', { cookie })).statusCode).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 58 * 60_000));
    expect((await inject('GET', '/api/admin/stats', { cookie })).statusCode).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 88 * 60_000 + 1000));
    const expired = await inject('GET', '/api/admin/stats', { cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(ADMIN_TEXTS.signInRequired);
    // The browser is told to forget the cookie.
    expect(expired.cookies.find((candidate) => candidate.name === ADMIN_COOKIE)?.value).toBe('');
    expect((await inject('GET', '/api/admin/session', { cookie })).json()).toEqual({
      open: true,
      signedIn: false,
      namedAccounts: false,
    });
  });

  it('ends 12 hours after the sign-in however busy it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-24T06:00:00Z');
    vi.setSystemTime(start);
    const cookie = await signInAsAdmin(testApp.app);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      vi.setSystemTime(new Date(start.getTime() + minutes * 60_000));
      expect((await inject('GET', '/api/admin/stats', { cookie })).statusCode).toBe(200);
    }
    vi.setSystemTime(new Date(start.getTime() + 12 * 60 * 60_000 + 1000));
    expect((await inject('GET', '/api/admin/stats', { cookie })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the session and clears its cookie', async () => {
    const cookie = await signInAsAdmin(testApp.app);
    const response = await inject('POST', '/api/admin/logout', { cookie });
    expect(response.statusCode).toBe(200);
    expect(adminCookieOf(response)).toBe(`${ADMIN_COOKIE}=`);
    expect((await inject('GET', '/api/admin/stats', { cookie })).statusCode).toBe(401);
  });
});

describe('the sign-in limit', () => {
  it('refuses a 4th attempt within the minute with a French 429, even with the right password', async () => {
    const limited = await buildTestApp({
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
    });
    try {
      const attempt = (password: string, remoteAddress = '198.51.100.7') =>
        limited.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress });
      for (const password of ['faux-mot-de-passe-1', 'faux-mot-de-passe-2', 'faux-mot-de-passe-3']) {
        expect((await attempt(password)).statusCode).toBe(401);
      }
      const refused = await attempt(TEST_ADMIN_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
      expect(adminCookieOf(refused)).toBeUndefined();
      // Another address is not held back.
      expect((await attempt(TEST_ADMIN_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a server without ADMIN_PASSWORD', () => {
  it('keeps the back office closed and says why', async () => {
    const closed = await buildTestApp();
    try {
      const state = await closed.app.inject({ method: 'GET', url: '/api/admin/session' });
      expect(state.json()).toEqual({ open: false, signedIn: false, namedAccounts: false });
      for (const password of ['', 'n-importe-quel-mot-de-passe']) {
        const response = await closed.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { password },
        });
        expect(response.statusCode).toBe(password === '' ? 400 : 403);
        if (password !== '') expect(response.json()).toEqual({ message: ADMIN_TEXTS.closed });
        expect(adminCookieOf(response)).toBeUndefined();
      }
      expect((await closed.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});

describe('the password', () => {
  it('is in no answer nor log line, at the most detailed log level', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const database = await openTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: tmpdir(),
      LOG_LEVEL: 'trace',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RATE_LIMIT_AUTH_PER_MINUTE: '2',
    });
    const app = await buildApp({
      env,
      orm: database.orm,
      sessionSecret: TEST_SESSION_SECRET,
      logger: createLogger(env, 'json', stream),
    });
    try {
      await app.ready();
      const answers = [];
      for (const password of [TEST_ADMIN_PASSWORD, 'un-mot-de-passe-faux', TEST_ADMIN_PASSWORD]) {
        answers.push(await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 429]);
      answers.push(await app.inject({ method: 'GET', url: '/api/docs/json' }));
      answers.push(await app.inject({ method: 'GET', url: '/api/admin/session' }));
      await new Promise((done) => setImmediate(done));
      expect(lines.length).toBeGreaterThan(3);
      for (const text of [
        ...lines,
        ...answers.map((answer) => `${JSON.stringify(answer.headers)} ${answer.body}`),
      ]) {
        expect(text).not.toContain(TEST_ADMIN_PASSWORD);
      }
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('the back office’s reads', () => {
  const tokens = new FormTokens(TEST_SESSION_SECRET);
  let cookie: string;

  beforeAll(async () => {
    cookie = await signInAsAdmin(testApp.app);
  });

  it('counts the exchanges with the assistant and the contact requests', async () => {
    const em = testApp.orm.em.fork();
    await em.nativeDelete(ChatConversation, {});
    await em.nativeDelete(ContactSubmission, {});
    expect((await inject('GET', '/api/admin/stats', { cookie })).json()).toEqual({
      chatInteractions: 0,
      formSubmissions: 0,
    });
    await inject('POST', '/api/chat', { payload: { message: 'Combien coûte un bulletin ?' } });
    await inject('POST', '/api/chat', { payload: { message: 'Et la DSN ?' } });
    const contact = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Camille Martin',
        email: 'camille@martin-conseil.fr',
        companyName: 'Martin Conseil',
        jobTitle: 'Présidente',
        employeeCount: 4,
        package: 'premium',
        clientType: 'company',
        siret: '912 345 675 00009',
        message: 'Bonjour, <b>un devis</b> svp.',
        submissionTime: 42_000,
        formToken: tokens.issue(Date.now() - 42_000),
      },
    });
    expect(contact.statusCode).toBe(201);
    expect((await inject('GET', '/api/admin/stats', { cookie })).json()).toEqual({
      chatInteractions: 2,
      formSubmissions: 1,
    });
  });

  it('lists the 10 most recent conversations, newest first, with the fields the page shows', async () => {
    const em = testApp.orm.em.fork();
    await em.nativeDelete(ChatConversation, {});
    for (let index = 1; index <= 12; index += 1) {
      await em.insert(ChatConversation, {
        sessionId: 'session-de-test',
        userMessage: `Question ${index}`,
        botResponse: `<p>Réponse <strong>${index}</strong></p>`,
        responseTime: index * 150,
        ipAddress: '203.0.113.9',
        userAgent: 'Navigateur',
        createdAt: new Date(Date.UTC(2026, 10, 1, 9, index)),
      });
    }
    const response = await inject('GET', '/api/admin/conversations', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json() as Record<string, unknown>[];
    expect(list.map((item) => item.userMessage)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Question ${index}`),
    );
    expect(list[0]).toEqual({
      id: expect.any(Number),
      userMessage: 'Question 12',
      botResponse: '<p>Réponse <strong>12</strong></p>',
      responseTime: 1800,
      createdAt: '2026-11-01T09:12:00.000Z',
    });
  });

  it('lists the contact requests with their fields, SIRET and client type included, never their IP or user agent', async () => {
    const response = await inject('GET', '/api/admin/submissions', { cookie });
    expect(response.statusCode).toBe(200);
    const [first] = response.json() as Record<string, unknown>[];
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Camille Martin',
      email: 'camille@martin-conseil.fr',
      companyName: 'Martin Conseil',
      employeeCount: 4,
      packageType: 'premium',
      jobTitle: 'Présidente',
      clientType: 'company',
      siret: '91234567500009',
      message: 'Bonjour, <b>un devis</b> svp.',
      status: 'new',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('lists the newest requests first, and shows a status written by something else as it is', async () => {
    const em = testApp.orm.em.fork();
    const base = {
      email: 'a@example.fr',
      companyName: 'Société',
      jobTitle: 'Gérante',
      employeeCount: 2,
      packageType: 'essential',
      clientType: 'company',
      siret: '91234567500009',
      message: 'Bonjour',
      submissionTime: 9000,
      ipAddress: '203.0.113.1',
    };
    await em.insert(ContactSubmission, {
      ...base,
      name: 'Ancienne demande',
      status: 'en attente',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const list = (await inject('GET', '/api/admin/submissions', { cookie })).json() as {
      name: string;
      status: string;
    }[];
    expect(list.at(-1)).toMatchObject({ name: 'Ancienne demande', status: 'en attente' });
    expect(list[0]?.name).toBe('Camille Martin');
    expect(
      ((await inject('GET', '/api/admin/submissions?limit=1', { cookie })).json() as unknown[]).length,
    ).toBe(1);
  });

  it('changes a request’s status (Nouveau, Contacté, Fermé), and refuses any other', async () => {
    const [first] = (await inject('GET', '/api/admin/submissions', { cookie })).json() as { id: number }[];
    const id = first?.id ?? 0;
    for (const status of ['contacted', 'closed', 'new', 'contacted']) {
      const response = await inject('PATCH', `/api/admin/submissions/${id}`, { cookie, payload: { status } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status });
    }
    const stored = await testApp.orm.em.fork().findOneOrFail(ContactSubmission, { id });
    expect(stored.status).toBe('contacted');
    const wrong = await inject('PATCH', `/api/admin/submissions/${id}`, {
      cookie,
      payload: { status: 'archived' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Le statut doit être Nouveau (new), Contacté (contacted) ou Fermé (closed).',
    );
    const missing = await inject('PATCH', '/api/admin/submissions/999999', {
      cookie,
      payload: { status: 'closed' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Demande de contact introuvable');
  });
});

describe('the OpenAPI document', () => {
  it('describes every admin read and write, under the admin session’s cookie', async () => {
    const document = (await inject('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.adminSession).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: ADMIN_COOKIE,
    });
    const expected: [string, string][] = [
      ['/api/admin/login', 'post'],
      ['/api/admin/logout', 'post'],
      ['/api/admin/session', 'get'],
      ['/api/admin/stats', 'get'],
      ['/api/admin/analytics', 'get'],
      ['/api/admin/conversations', 'get'],
      ['/api/admin/submissions', 'get'],
      ['/api/admin/submissions/{id}', 'patch'],
      ['/api/admin/blog-articles', 'get'],
      ['/api/admin/blog-articles', 'post'],
      ['/api/admin/blog-articles/{id}', 'get'],
      ['/api/admin/blog-articles/{id}', 'put'],
      ['/api/admin/blog-articles/{id}/export', 'get'],
      ['/api/admin/blog-articles/export', 'get'],
      ['/api/admin/blog-articles/import', 'post'],
      ['/api/analytics/event', 'post'],
    ];
    for (const [path, method] of expected)
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(document.paths['/api/admin/stats']?.get?.security).toEqual([{ adminSession: [] }]);
  });
});
