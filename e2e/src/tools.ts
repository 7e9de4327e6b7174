import type { Locator, Page } from 'playwright-core';

/** The page's islands are live (Astro drops their `ssr` attribute once hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Spaces of every kind (no-break, narrow no-break, line breaks) as one plain space. */
export function squash(text: string | null): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** Whether the page is no wider than the window (nothing to scroll sideways). */
export function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * What a reader sees of an element, its blocks separated (a heading and the paragraph under it do not
 * run together as they do in `textContent`), its spaces squashed.
 */
export async function visibleText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, with a break between blocks, is what is read here.
  return squash(await locator.evaluate((element: HTMLElement) => element.innerText));
}
