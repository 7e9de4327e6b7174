/** Spec 001 §9: the newsletter dialog opens 60 s after a blog page is shown, at most once a day. */
export const NEWSLETTER_DELAY_MS = 60_000;
export const NEWSLETTER_SUPPRESSION_MS = 24 * 60 * 60_000;
/** localStorage key of the last time the dialog was shown (ms since the epoch). */
export const NEWSLETTER_SHOWN_KEY = 'dirigeo.newsletter.shownAt';

/** A key-value store such as localStorage (which may be missing or refuse, in private modes). */
export interface SmallStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether the dialog may open by itself now: never shown, or shown 24 hours ago or more. */
export function mayAutoOpen(store: SmallStore | undefined, now: number): boolean {
  let stored: string | null = null;
  try {
    stored = store?.getItem(NEWSLETTER_SHOWN_KEY) ?? null;
  } catch {
    return true;
  }
  const shownAt = Number(stored);
  if (stored === null || !Number.isFinite(shownAt)) return true;
  return now - shownAt >= NEWSLETTER_SUPPRESSION_MS || shownAt > now;
}

/** Opening stores the time (spec 001 §2), however the dialog was opened. */
export function rememberShown(store: SmallStore | undefined, now: number): void {
  try {
    store?.setItem(NEWSLETTER_SHOWN_KEY, String(now));
  } catch {
    // Storage refused (private mode, quota): the dialog may come back, nothing breaks.
  }
}
