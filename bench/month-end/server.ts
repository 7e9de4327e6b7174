/**
 * The server side of the month-end benchmark, run in its own process by run.ts (with --expose-gc):
 * the real application, production settings, on PostgreSQL, listening on loopback. It sends its
 * address, then answers `memory` with its memory after a full garbage collection.
 */
import { buildApp } from '@dirigeo/api/app';
import { migrate, openDatabase } from '@dirigeo/api/db';
import { parseEnv } from '@dirigeo/api/env';
import { createLogger } from '@dirigeo/api/logger';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const send = process.send?.bind(process);
if (!databaseUrl || !send) throw new Error('start me through run.ts');

const env = parseEnv({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/dirigeo-month-end',
  // The load generator is the only client: no per-IP limit on sign-ins.
  RATE_LIMIT_AUTH_PER_MINUTE: '0',
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
const address = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message: unknown) => {
  if (message !== 'memory') return;
  const collect: unknown = Reflect.get(globalThis, 'gc');
  if (typeof collect === 'function') collect();
  const { rss, heapUsed, external } = process.memoryUsage();
  send({ memory: { rss, heapUsed, external } });
});
send({ address });

process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
