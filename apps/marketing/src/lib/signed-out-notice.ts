/**
 * The portal signs out with a full page load to `/`, which is this site: its 'Déconnexion réussie'
 * toast cannot survive that, so it leaves this one-shot flag in sessionStorage (same origin) and the
 * layout shows the notice. The portal writes the same key in `apps/portal/src/lib/auth/signed-out-notice.ts`;
 * the browser test of signing out checks both ends.
 */
export const SIGNED_OUT_NOTICE_KEY = 'dirigeo:signed-out';

/** Whether to show the notice now; reading the flag removes it, so it shows once. */
export function takeSignedOutNotice(storage: Pick<Storage, 'getItem' | 'removeItem'>): boolean {
  try {
    const present = storage.getItem(SIGNED_OUT_NOTICE_KEY) !== null;
    if (present) storage.removeItem(SIGNED_OUT_NOTICE_KEY);
    return present;
  } catch {
    // Storage refused (privacy settings): no notice, nothing else breaks.
    return false;
  }
}
