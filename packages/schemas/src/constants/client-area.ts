/**
 * The client area's screens that only a signed-in user (or the back office) sees: the public site's
 * robots.txt closes them to crawlers, and the portal's route table is checked against this list
 * (apps/portal/src/app/routes.test.tsx), so that a new screen cannot be left open by mistake.
 */
export const PRIVATE_CLIENT_AREA_PATHS = [
  '/dashboard',
  '/payslips',
  '/employees',
  '/declarations',
  '/documents',
  '/rapports',
  '/profile',
  '/settings',
  '/admin',
] as const;

/**
 * The cookie the API sets beside the session, `1` while a client's session is open: readable by
 * scripts (the public site's header, the client area's prefetch), carrying no id, never trusted
 * (every API call goes by the HttpOnly session cookie). Set and cleared by `apps/api/src/plugins/app/session.ts`.
 */
export const SIGNED_IN_HINT_COOKIE = 'dirigeo_signed_in';

/** Whether a `document.cookie` string carries the signed-in hint. A hint only: the API decides. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
