import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Every template is rendered to .docx and PDF and read back: a few seconds on a shared CPU.
    testTimeout: 30_000,
  },
});
