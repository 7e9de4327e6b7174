/**
 * The server side of the API benchmark, run in its own process by run.ts: the real application
 * (production settings, PostgreSQL, no frontends) and, for comparison, a bare Fastify route, both on
 * loopback. It sends their ports to the parent and runs until the parent kills it.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '@dirigeo/api/app';
import { migrate, openDatabase } from '@dirigeo/api/db';
import { parseEnv } from '@dirigeo/api/env';
import { createLogger } from '@dirigeo/api/logger';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('start me through run.ts');

const env = parseEnv({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/dirigeo-bench',
  // The client's load generator is the only client: no per-IP limit on logins.
  RATE_LIMIT_AUTH_PER_MINUTE: '0',
  // As behind the production reverse proxy: X-Forwarded-Proto https makes the Secure cookie valid.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
});
const orm = await openDatabase({ kind: 'postgresql', url: databaseUrl });
await migrate(orm);
const app = await buildApp({
  env,
  orm,
  sessionSecret: 'a-bench-secret-that-is-long-enough-for-signing-cookies',
  serveFrontends: false,
  logger: createLogger(env, 'json'),
});
const apiAddress = await app.listen({ port: 0, host: '127.0.0.1' });

// The very Fastify the API runs on (resolved from @dirigeo/api), with one route and nothing else.
interface BareReply {
  type(contentType: string): BareReply;
  send(payload: Buffer): BareReply;
}
interface BareFastify {
  get(path: string, handler: (request: unknown, reply: BareReply) => unknown): void;
  listen(options: { port: number; host: string }): Promise<string>;
}
const requireFromApi = createRequire(fileURLToPath(import.meta.resolve('@dirigeo/api/app')));
const fastifyModule: { default: (options: object) => BareFastify } = await import(
  pathToFileURL(requireFromApi.resolve('fastify')).href
);
const bare = fastifyModule.default({ logger: false });
bare.get('/', () => ({ hello: 'world' }));
// The same bytes as the API's payslip list, once run.ts sends them: what the body alone costs.
let listBody = Buffer.from('[]');
process.on('message', (message: unknown) => {
  if (typeof message === 'object' && message !== null && 'listBody' in message) {
    listBody = Buffer.from(String(message.listBody));
  }
});
bare.get('/list', (_request: unknown, reply: BareReply) =>
  reply.type('application/json; charset=utf-8').send(listBody),
);
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

process.send({ apiAddress, bareAddress });

// run.ts stops it with SIGTERM: close the app (and its database pool) and exit cleanly.
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
