import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text-summary'],
      // Every rule is a branch: a rule no test reaches is a rule no test checks.
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
