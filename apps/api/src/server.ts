/**
 * Starts the API: parses the environment, opens and migrates the database, loads the official
 * content (practical sheets, Code du travail, collective agreements) when the database lacks it or
 * holds another version of it, seeds the demo content when the database is empty, listens, and shuts down gracefully on SIGINT/SIGTERM (in-flight
 * requests finish, then the database pool closes).
 */
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { seedDemoContentIfEmpty } from './db/seeders/demo-seeder.ts';
import { databaseTargetFrom, migrate, openDatabase } from './db/orm.ts';
import { EnvError, loadEnv, resolveSessionSecret } from './env.ts';
import { loadOfficialData } from './official-data/load-official-data.ts';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = pino({ level: env.LOG_LEVEL });
const target = databaseTargetFrom(env);
logger.info({ database: target.kind }, 'opening the database');
const orm = await openDatabase(target);
await migrate(orm);
await loadOfficialData(orm, logger);
const seedDemo = env.SEED_DEMO ?? env.NODE_ENV !== 'test';
if (seedDemo) await seedDemoContentIfEmpty(orm, env, logger);

const sessionSecret = resolveSessionSecret(env, (message) => logger.warn(message));
const app = await buildApp({
  env,
  orm,
  sessionSecret,
  serveFrontends: env.NODE_ENV === 'production',
  logger: { level: env.LOG_LEVEL },
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
