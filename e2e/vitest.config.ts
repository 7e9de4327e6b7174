import { defineConfig } from 'vitest/config';

/**
 * The public pages read as a visitor reads them: content, accessibility, widths, forms that compute
 * on the page (no account, no session, no toast, no server clock). Two of them run at a time. Not
 * `site-pages` nor `site-links` (they sign in to walk the client area too), nor `blog` (a toast).
 */
const PUBLIC_PAGES = [
  'tests/site-tools.test.ts',
  'tests/site-search-and-assistant.test.ts',
  'tests/tools-hub-official.test.ts',
  'tests/tools-simulators.test.ts',
  'tests/tools-templates.test.ts',
  'tests/smoke.test.ts',
];

export default defineConfig({
  test: {
    // One production server and one Chromium for the whole run (the root config's global setup runs
    // once; both projects read what it provides).
    globalSetup: ['./src/global-setup.ts'],
    // Each worker runs its files one after the other, evaluating playwright-core and the helpers once
    // (`isolate: false`; no module holds state between files: each file opens its own browser
    // contexts and accounts).
    isolate: false,
    testTimeout: 60_000,
    // `expect.poll` waits for the page like Playwright's own waits do: its default second is shorter
    // than a dynamic import or a reload takes on a loaded 2-core machine (both seen failing in CI).
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // Vitest waits for idle file handles before exiting; nothing is left to flush by then.
    teardownTimeout: 3_000,
    projects: [
      {
        // First, the public pages two files at a time: one file alone left a core idle (the
        // browser suite's CPU was 55 to 90 % busy), and nothing in them is bound to the server's
        // timing.
        extends: true,
        test: {
          name: 'public pages',
          include: PUBLIC_PAGES,
          sequence: { groupOrder: 0 },
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        // Then the client area, the back office, the forms and the sessions one file at a time: on
        // a slower day of the same 2-core VM (stop 38) two of them side by side beside the server
        // and Chromium made timing-bound tests fail (a chunk asked within the second /api/session
        // is held, a toast still over a button, an admin session): one worker gives the page the
        // other core.
        extends: true,
        test: {
          name: 'sessions and forms',
          include: ['tests/**/*.test.ts'],
          exclude: PUBLIC_PAGES,
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
