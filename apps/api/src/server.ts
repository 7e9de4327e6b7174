/**
 * Starts the API: parses the environment, opens and migrates the database, freezes the finalised
 * payslips stored before freezing existed, loads the public content (the site's pages, the blog's
 * articles, the official practical sheets, Code du travail and collective agreements) when missing
 * or outdated, seeds the demo content when the database is empty,
 * listens and says so in one line, and shuts down gracefully on SIGINT/SIGTERM (in-flight
 * requests finish, then the database pool closes).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadPublicContent } from './db/content/load-public-content.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoContentIfEmpty } from './db/seeders/demo-seeder.ts';
import { serverPidFile } from './db/backup.ts';
import { databaseTargetFrom, migrate, openDatabase } from './db/orm.ts';
import { EnvError, loadEnv, resolveSessionSecrets, shouldSeedDemo } from './env.ts';
import { verifyPassword } from './lib/password.ts';
import { holdPidFile, PidFileHeldError } from './lib/pid-file.ts';
import { explainStartupFailure } from './lib/startup-failure.ts';
import { uploadsStorage } from './lib/storage/uploads-storage.ts';
import { createLogger, logFormatFor, readyMessage } from './logger.ts';
import { importDiskFiles } from './modules/document/import-disk-files.ts';
import { freezeUnfrozenPayslips } from './modules/payslip/freeze-payslip.ts';
import { User } from './modules/user/user.entity.ts';

/** Where the start-up's time goes (ms), logged at debug level once ready (bench/README.md). */
const startup: Record<string, number> = { 'node and modules': Math.round(performance.now()) };
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    startup[phase] = Math.round(performance.now() - started);
  }
}

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

const logger = createLogger(env, logFormatFor(env, process.stdout.isTTY === true));
const target = databaseTargetFrom(env);
logger.info({ database: target.kind }, `opening the database (${target.kind})`);
if (target.kind === 'pglite') {
  // The embedded database belongs to one process: a second server, a backup or a restore waits.
  try {
    mkdirSync(resolve(env.DATA_DIR), { recursive: true });
    holdPidFile(serverPidFile(env));
  } catch (error) {
    const explanation =
      error instanceof PidFileHeldError
        ? `Démarrage impossible : un autre serveur Dirigeo (processus ${error.pid}) utilise déjà la base embarquée de ${resolve(env.DATA_DIR)}.`
        : explainStartupFailure(error, resolve(env.DATA_DIR));
    if (!explanation) throw error;
    logger.fatal(explanation);
    process.exit(1);
  }
}

/** Opens, migrates and fills the database; a disk that cannot take it stops the start in one French line. */
async function prepareDatabase(): Promise<MikroORM> {
  try {
    const opened = await timed('database open', () => openDatabase(target));
    await timed('migrations', () => migrate(opened));
    await timed('public content', () => loadPublicContent(opened, logger));
    // Payslips finalised before their documents were frozen are frozen now, as they read at the upgrade.
    await timed('freeze', () => freezeUnfrozenPayslips(opened, logger));
    if (shouldSeedDemo(env)) await timed('demo content', () => seedDemoContentIfEmpty(opened, env, logger));
    return opened;
  } catch (error) {
    const explanation = explainStartupFailure(
      error,
      target.kind === 'pglite' ? target.dataDir : resolve(env.DATA_DIR),
    );
    if (!explanation) throw error;
    logger.fatal(explanation);
    process.exit(1);
  }
}
const orm = await prepareDatabase();

/** The demo account, when it exists and still has the documented password. */
async function demoAccount(): Promise<{ username: string; password: string } | null> {
  const demo = await orm.em.fork().findOne(User, { username: DEMO_USERNAME }, { populate: ['passwordHash'] });
  if (!demo || !(await verifyPassword(demo.passwordHash, DEMO_PASSWORD))) return null;
  return { username: DEMO_USERNAME, password: DEMO_PASSWORD };
}

const storage = uploadsStorage(env, orm);
if (storage.kind === 'database') {
  // Files kept on this instance's disk before they moved into the database.
  const moved = await timed('files moved into the database', () =>
    importDiskFiles(orm.em, storage, uploadsStorage({ ...env, FILE_STORAGE: 'disk' }, orm)),
  );
  if (moved > 0) logger.info({ count: moved }, 'uploaded files moved from the disk into the database');
}

const sessionSecret = resolveSessionSecrets(env, (message) => logger.warn(message));
const app = await timed('app build', () =>
  buildApp({
    env,
    orm,
    sessionSecret,
    storage,
    serveFrontends: env.NODE_ENV === 'production',
    logger,
  }),
);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

const demo = await timed('demo account check', () => demoAccount());
// Fastify writes one line per address it listens on: that line is the ready line.
await timed('ready and listen', () =>
  app.listen({
    port: env.PORT,
    host: env.HOST,
    listenTextResolver: (address) => {
      const url = new URL(address);
      // The loopback address reads better as the name a browser is given.
      if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
      return readyMessage(url.origin, demo);
    },
  }),
);
logger.debug({ startupMs: startup, totalMs: Math.round(performance.now()) }, 'start-up timings');
