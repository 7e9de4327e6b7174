import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file gets its own database; PGlite start-up and argon2 hashing take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
