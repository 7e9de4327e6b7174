import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one database for the whole run; each file starts its own from it.
    globalSetup: ['./test/helpers/global-setup.ts'],
    // Each file gets its own database; argon2 hashing takes a few hundred milliseconds a password.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker (one on a 2-core machine, vitest's default is cores − 1): the
    // application's modules, PGlite's compiled WebAssembly and the migrated template are loaded once
    // per worker instead of once per file. Each file still builds its own app on its own database,
    // and the tests that fake timers or spy restore them after each test.
    isolate: false,
    // On PostgreSQL (TEST_DATABASE_URL, CI's last step, nothing else running) the queries run in the
    // server's own processes, so one worker leaves a core idle: two workers, one per core, took the
    // run from about 230 s to 107 s on the 2-core machine. On PGlite (`pnpm test`) the database runs
    // in the worker, beside the other packages' checks: vitest's default (cores − 1) stays. At most
    // four: each file's app opens up to 10 connections (twice that in the two-instance tests), and
    // PostgreSQL's default allows 100.
    ...(process.env.TEST_DATABASE_URL ? { maxWorkers: Math.min(availableParallelism(), 4) } : {}),
  },
});
