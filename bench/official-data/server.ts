/**
 * The server side of the official-data benchmark, run in its own process by run.ts: the real
 * application (production settings, PostgreSQL, no frontends) with the whole official content
 * loaded, on loopback. It sends its address and the load's report to the parent and runs until the
 * parent stops it.
 */
import { buildApp } from '@dirigeo/api/app';
import { migrate, openDatabase } from '@dirigeo/api/db';
import { parseEnv } from '@dirigeo/api/env';
import { createLogger } from '@dirigeo/api/logger';
import { loadOfficialData } from '@dirigeo/api/official-data';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('start me through run.ts');

const env = parseEnv({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/dirigeo-bench',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
});
const orm = await openDatabase({ kind: 'postgresql', url: databaseUrl });
await migrate(orm);
const started = performance.now();
const reports = await loadOfficialData(orm, { info: () => {} });
const loadMs = Math.round(performance.now() - started);
const app = await buildApp({
  env,
  orm,
  sessionSecret: 'a-bench-secret-that-is-long-enough-for-signing-cookies',
  serveFrontends: false,
  logger: createLogger(env, 'json'),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ address, loadMs, reports });

// run.ts stops it with SIGTERM: close the app (and its database pool) and exit cleanly.
process.once('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
