import type { Page } from 'playwright-core';
import type { BrowserSession } from './browser-test.ts';

/** Every page the public site builds (issue 9), with its heading. */
export const SITE_PAGES = [
  { path: '/', name: 'site-home', heading: 'Vos bulletins de paie de dirigeant, conformes, chaque mois.' },
  {
    path: '/tarifs-details',
    name: 'site-tarifs-details',
    heading: 'Trois formules pour les mandataires sociaux',
  },
  { path: '/simulators', name: 'site-simulators', heading: 'Vos calculs de paie en quelques minutes' },
  {
    path: '/simulators/charges-sociales',
    name: 'site-simulator-charges-sociales',
    heading: 'Simulateur de charges sociales',
  },
  { path: '/mentions-legales', name: 'site-mentions-legales', heading: 'Mentions légales' },
  {
    path: '/politique-de-confidentialite',
    name: 'site-politique-de-confidentialite',
    heading: 'Politique de confidentialité',
  },
  { path: '/cgu', name: 'site-cgu', heading: "Conditions générales d'utilisation" },
  { path: '/cgv', name: 'site-cgv', heading: 'Conditions générales de vente' },
] as const;

/** The legal pages, which ship no JavaScript at all. */
export const LEGAL_PATHS = ['/mentions-legales', '/politique-de-confidentialite', '/cgu', '/cgv'];

/** Issue 9: screenshots of every page at 1366 and 390 px wide (e2e/screenshots/, not committed). */
export async function screenshotBothWidths(session: BrowserSession, page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  // From the top, so that the sticky header is drawn where it belongs in a full-page picture.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await session.screenshot(page, `${name}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}

/** Waits until the React island holding `selector` has hydrated (Astro drops its `ssr` mark). */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.locator(`astro-island:has(${selector}):not([ssr])`).waitFor({ state: 'attached' });
}

/** Text with every kind of space made ordinary, as a test compares it. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** Where the public pages send their audience beacons (issue 15): not a form's sending. */
export const ANALYTICS_ENDPOINT = '/api/analytics/event';

/** Whether a request is the pages' audience beacon. */
export function isAudienceBeacon(url: string): boolean {
  return new URL(url).pathname === ANALYTICS_ENDPOINT;
}
