/**
 * Sign-out ends with a full page load to `/`, the marketing site, which would wipe the
 * 'Déconnexion réussie' toast: this one-shot flag in sessionStorage (same origin) asks the site to
 * show it. The site reads the same key in `apps/marketing/src/lib/signed-out-notice.ts`; the browser
 * test of signing out checks both ends.
 */
const SIGNED_OUT_NOTICE_KEY = 'dirigeo:signed-out';

export function rememberSignedOut(storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  try {
    storage.setItem(SIGNED_OUT_NOTICE_KEY, '1');
  } catch {
    // Storage refused (privacy settings): the notice is not shown, sign-out still happens.
  }
}
