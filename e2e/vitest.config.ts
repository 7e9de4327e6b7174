import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One production server and one Chromium (both from the global setup) for two workers, each
    // running files one after the other and evaluating playwright-core and the helpers once
    // (`isolate: false`; no module holds state between files: each file opens its own browser
    // contexts and accounts). The suite runs alone (`tooling/test-all.ts`), and one file at a time
    // left a core idle: 6 min 57 s against 5 min 20 s for two (bench/test-suite). On a slower day
    // of the same 2-core VM (stop 38: the suite took 13 min with two), two workers beside the server
    // and Chromium made timing-bound tests fail, a different pair in each of two clean runs (a chunk
    // asked within the second /api/session is held, a toast still over a button, back/forward, an
    // admin session): one worker gives the page the other core.
    fileParallelism: false,
    maxWorkers: 1,
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
