import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { browserUnavailableReason, connectToChromium } from './chromium.ts';

const screenshotsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots');
const screenshotsWanted = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export interface BrowserSession {
  baseUrl: string;
  browser: Browser;
  /** A fresh context (own cookies and storage) with French locale and a desktop viewport. */
  newContext(): Promise<BrowserContext>;
  /**
   * Saves a full-page screenshot under e2e/screenshots/ (not committed) for a person to look at; in CI
   * (`CI` set, nobody looks) only with `E2E_SCREENSHOTS=1`: the 91 full pages cost about a minute.
   */
  screenshot(page: Page, name: string): Promise<void>;
  /** Console errors and failed requests seen by the pages of this session (CSP violations included). */
  problems: string[];
}

/**
 * `describe` for browser tests: a connection per file to the run's one Chromium (its own contexts),
 * against the production server, both started by the global setup. Skipped with the reason when no
 * Chromium is installed (never in CI).
 */
export function describeInBrowser(name: string, body: (session: BrowserSession) => void): void {
  const unavailable = browserUnavailableReason();
  if (unavailable) {
    console.warn(`[e2e] skipped "${name}": ${unavailable}`);
    describe.skip(name, () => {});
    return;
  }
  describe(name, () => {
    const session = {
      problems: [] as string[],
    } as Partial<BrowserSession> & { problems: string[] };
    beforeAll(async () => {
      session.baseUrl = inject('baseUrl');
      session.browser = await connectToChromium(inject('browserWsEndpoint'));
      session.newContext = async () => {
        const context = await session.browser!.newContext({
          baseURL: session.baseUrl,
          locale: 'fr-FR',
          timezoneId: 'Europe/Paris',
          viewport: { width: 1280, height: 900 },
          acceptDownloads: true,
        });
        context.on('page', (page) => watch(page, session.problems));
        return context;
      };
      session.screenshot = async (page, shotName) => {
        if (!screenshotsWanted) return;
        mkdirSync(screenshotsDir, { recursive: true });
        await page.screenshot({ path: join(screenshotsDir, `${shotName}.png`), fullPage: true });
      };
    });
    afterAll(async () => {
      await session.browser?.close();
    });
    body(session as BrowserSession);
  });
}

function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    // Failed loads are reported with their address by the response listener below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    // A page answered 404 on purpose is a navigation; a missing script, style or image is a problem.
    // `GET /api/user` answers 401 to a visitor when a test asks it; the portal itself asks
    // `GET /api/session`, which answers 200 (no failed request on a signed-out screen).
    const expectedSignedOut = response.status() === 401 && new URL(response.url()).pathname === '/api/user';
    if (response.status() >= 400 && !response.request().isNavigationRequest() && !expectedSignedOut) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}
