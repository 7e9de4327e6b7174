import type { App } from '../../src/app.ts';

/** The back office's password in the tests (ADMIN_PASSWORD, at least 12 characters). */
export const TEST_ADMIN_PASSWORD = 'mot-de-passe-admin-de-test-2026';
/** The back office signs in with the one session cookie, its session's role being `admin`. */
export const ADMIN_COOKIE = 'dirigeo.sid';

/** The `name=value` admin cookie a response set, if any (an empty value clears it). */
export function adminCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === ADMIN_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Signs in to the back office through POST /api/admin/login; returns the cookie to send. */
export async function signInAsAdmin(
  app: App,
  options: { password?: string; remoteAddress?: string; cookie?: string } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: options.password ?? TEST_ADMIN_PASSWORD },
    remoteAddress: options.remoteAddress,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const cookie = adminCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`admin sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}
