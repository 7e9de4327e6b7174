import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One production server and 2 cores: files run one after the other, each with its own browser.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest waits for idle file handles before exiting; nothing is left to flush by then.
    teardownTimeout: 3_000,
  },
});
