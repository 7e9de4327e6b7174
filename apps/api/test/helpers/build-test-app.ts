import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { type App, buildApp } from '../../src/app.ts';
import { type Env, parseEnv } from '../../src/env.ts';
import type { FileStorage } from '../../src/lib/storage/file-storage.ts';
import { uploadsStorage } from '../../src/lib/storage/uploads-storage.ts';
import { createLogger } from '../../src/logger.ts';
import { type DatabaseTarget, openDatabase } from '../../src/db/orm.ts';
import { openTestDatabase } from './test-database.ts';

/** The secret test apps sign session cookies with. */
export const TEST_SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-signing-cookies';

export interface TestApp {
  app: App;
  orm: MikroORM;
  env: Env;
  /** The database it runs on, for a second instance (`buildTestAppOn`). */
  target: DatabaseTarget;
  /** Closes the app (and its ORM), drops the database, removes the data folder. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Replaces the file storage the app would use (given it), e.g. by one that fails. */
  storage?: (storage: FileStorage) => FileStorage;
  /**
   * How the sign-in's progressive delay waits: by default the tests do not wait (many sign in with
   * a wrong password on purpose); `test/sign-in-limits.test.ts` records the delays asked for.
   */
  pause?: (ms: number) => Promise<void>;
}

/** The real application on a fresh database, for `app.inject` tests. */
export async function buildTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests sign in many times from one address; the rate-limit test sets its own limit.
    RATE_LIMIT_AUTH_PER_MINUTE: '0',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
    ...envOverrides,
  });
  const database = await openTestDatabase();
  return assemble(env, dataDir, database.orm, database.target, database.dispose, options);
}

/**
 * Another instance of the API on the database of `first` (PostgreSQL only: its own ORM pool and
 * its own LISTEN connection, as a second process would have). Its close leaves the database.
 */
export async function buildTestAppOn(first: TestApp): Promise<TestApp> {
  if (first.target.kind !== 'postgresql') throw new Error('two instances need a PostgreSQL server');
  const dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-test-'));
  const orm = await openDatabase(first.target);
  return assemble({ ...first.env, DATA_DIR: dataDir }, dataDir, orm, first.target, async () => {});
}

async function assemble(
  env: Env,
  dataDir: string,
  orm: MikroORM,
  target: DatabaseTarget,
  dispose: () => Promise<void>,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const storage = uploadsStorage(env, orm);
  const app = await buildApp({
    env,
    orm,
    storage: options.storage ? options.storage(storage) : storage,
    sessionSecret: env.SESSION_SECRET ?? TEST_SESSION_SECRET,
    pause: options.pause ?? (async () => {}),
    ...(process.env.TEST_LOG ? { logger: createLogger({ LOG_LEVEL: 'error' }, 'pretty') } : {}),
  });
  await app.ready();
  return {
    app,
    orm,
    env,
    target,
    close: async () => {
      await app.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
