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
  },
});
