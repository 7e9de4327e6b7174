import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One production server, one Chromium (both from the global setup) and 2 cores: files run one
    // after the other, in one worker that evaluates playwright-core and the helpers once (no module
    // holds state between files: each file opens its own browser contexts and accounts).
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    // `expect.poll` waits for the page like Playwright's own waits do: its default second is shorter
    // than a dynamic import or a reload takes on a loaded 2-core machine (both seen failing in CI).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // Vitest waits for idle file handles before exiting; nothing is left to flush by then.
    teardownTimeout: 3_000,
  },
});
