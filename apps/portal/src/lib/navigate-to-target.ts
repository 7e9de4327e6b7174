import { isPortalPath } from './paths.ts';

/** Delay before scrolling to an anchor of the home page (spec 000 §9). */
export const ANCHOR_SCROLL_DELAY_MS = 100;

/** Routes a target within the portal (react-router's `navigate`). */
export type RouterNavigate = (to: string) => void;

interface Browser {
  assign: (url: string) => void;
  scrollToSection: (id: string) => void;
  schedule: (run: () => void, delayMs: number) => void;
  currentPathname: () => string;
}

const browser: Browser = {
  assign: (url) => window.location.assign(url),
  scrollToSection: (id) => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }),
  schedule: (run, delayMs) => {
    window.setTimeout(run, delayMs);
  },
  currentPathname: () => window.location.pathname,
};

/**
 * The navigation helper of spec 000 §2. A `/#section` target goes to the home page, then scrolls
 * smoothly to the section after 100 ms. The home page is the marketing site, another app: going
 * there is a full page load to `/#section` (the browser scrolls to the anchor itself once loaded);
 * when already on `/`, the smooth scroll happens here after the delay. A portal route is a router
 * navigation; any other path is a page of the marketing site, loaded in full.
 */
export function navigateToTarget(target: string, navigate: RouterNavigate, env: Browser = browser): void {
  const section = /^\/#(.+)$/.exec(target)?.[1];
  if (section !== undefined) {
    if (env.currentPathname() === '/') {
      env.schedule(() => env.scrollToSection(section), ANCHOR_SCROLL_DELAY_MS);
    } else {
      env.assign(target);
    }
    return;
  }
  if (isPortalPath(target)) navigate(target);
  else env.assign(target);
}
