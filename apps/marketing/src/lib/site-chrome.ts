/*
 * What the header's few lines of script need on every page (`SiteChromeScript.astro`), apart from
 * the navigation's link lists, so that the script ships none of them.
 */

/**
 * Set on <html> by the header's script once signed in (`data-audience="signed-in"`): the client
 * area's five longer links only fit the header from a desktop width, so below it they stay in the menu.
 */
export const SIGNED_IN_ROOT = 'html[data-audience="signed-in"]';

/**
 * The section of the home page a link points into (`/#tarifs` → `tarifs`), or null for any other
 * link. Spec 001 §2: such a link goes to `/` first, then scrolls smoothly to the section after 100 ms.
 */
export function homeSectionOf(href: string, base: string): string | null {
  const url = URL.parse(href, base);
  if (!url || url.origin !== new URL(base).origin || url.pathname !== '/' || url.hash.length < 2) return null;
  return decodeURIComponent(url.hash.slice(1));
}

/** Spec 001 §9: the scroll to a section starts 100 ms after the navigation. */
export const SECTION_SCROLL_DELAY_MS = 100;
