import type { App } from '../../src/app.ts';
import { TEST_PASSWORD } from './factories.ts';

export const SESSION_COOKIE = 'dirigeo.sid';

/** The `name=value` session cookie a response set, if any. */
export function sessionCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Signs in through POST /api/login and returns the session cookie to send with later requests. */
export async function signIn(
  app: App,
  username: string,
  options: {
    password?: string;
    remoteAddress?: string;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: options.password ?? TEST_PASSWORD },
    remoteAddress: options.remoteAddress,
    headers: { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}
