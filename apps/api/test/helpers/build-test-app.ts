import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { type App, buildApp } from '../../src/app.ts';
import { type Env, parseEnv } from '../../src/env.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  orm: MikroORM;
  env: Env;
  /** Closes the app (and its ORM), drops the database, removes the data folder. */
  close(): Promise<void>;
}

/** The real application on a fresh database, for `app.inject` tests. */
export async function buildTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests sign in many times from one address; the rate-limit test sets its own limit.
    RATE_LIMIT_AUTH_PER_MINUTE: '0',
    ...envOverrides,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    env,
    orm: database.orm,
    sessionSecret: 'a-test-secret-that-is-long-enough-for-signing-cookies',
    logger: false,
  });
  await app.ready();
  return {
    app,
    orm: database.orm,
    env,
    close: async () => {
      await app.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
