import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The oracle suite evaluates the official model a few hundred times in one test file.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
