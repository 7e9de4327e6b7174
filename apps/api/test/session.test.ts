import { fastifyCookie } from '@fastify/cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SESSION_MAX_AGE_MS,
  SESSION_RENEWAL_INTERVAL_MS,
  SIGNED_IN_HINT_COOKIE,
} from '../src/plugins/app/session.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { SESSION_COOKIE, signIn } from './helpers/sign-in.ts';

let testApp: TestApp;
let user: User;

beforeAll(async () => {
  testApp = await buildTestApp();
  user = await createUser(testApp.orm);
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const signer = fastifyCookie.signerFactory(TEST_SESSION_SECRET);

/** The session id a `dirigeo.sid=<id>.<signature>` cookie carries. */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

function getUser(cookie?: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
}

function sessionRow(sid: string) {
  return testApp.orm.em.fork().findOne(Session, { sid });
}

function setCookieOf(response: { cookies: { name: string; value: string; expires?: Date }[] }) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

describe('the session cookie', () => {
  it('is refused when its signature was tampered with or made with another secret', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    expect((await getUser(cookie)).statusCode).toBe(200);

    const otherSigner = fastifyCookie.signerFactory('another-secret-that-is-long-enough-for-cookies');
    const forged = [
      `${SESSION_COOKIE}=${encodeURIComponent(otherSigner.sign(sid))}`,
      `${SESSION_COOKIE}=${encodeURIComponent(`${sid}.AAAA${signer.sign(sid).slice(sid.length + 5)}`)}`,
      `${SESSION_COOKIE}=${encodeURIComponent(sid)}`,
      `${SESSION_COOKIE}=${encodeURIComponent(`${sid}.`)}`,
    ];
    // Well signed, but no such session: a visitor, told nothing.
    forged.push(`${SESSION_COOKIE}=${encodeURIComponent(signer.sign('NoSuchSessionIdOfThirtyTwoChars0'))}`);
    for (const candidate of forged) {
      const response = await getUser(candidate);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(setCookieOf(response)).toBeUndefined();
    }
  });

  it('is an id the server does not know after sign-out: a copy of it is worth nothing', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const cleared = setCookieOf(logout);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBe(0);
    expect(await sessionRow(sessionIdOf(cookie))).toBeNull();
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('gives a visitor no session: no cookie set, no row written', async () => {
    const before = await testApp.orm.em.fork().count(Session);
    for (const url of ['/api/health', '/api/user', '/api/payslips', '/api/unknown']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(setCookieOf(response)).toBeUndefined();
    }
    expect(await testApp.orm.em.fork().count(Session)).toBe(before);
  });
});

describe("the public site's signed-in hint", () => {
  function hintOf(response: {
    cookies: { name: string; value: string; expires?: Date; httpOnly?: boolean }[];
  }) {
    return response.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE);
  }

  it('is set with the session, readable by scripts, carrying no id, and expires with it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'mot-de-passe-de-test' },
    });
    const hint = hintOf(response);
    const session = setCookieOf(response);
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(session?.expires?.getTime());
    expect(session?.value).not.toContain(hint?.value === '1' ? 'dirigeo_signed_in' : '');
  });

  it('is cleared at sign-out', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(hintOf(logout)).toMatchObject({ value: '' });
    expect(hintOf(logout)?.expires?.getTime()).toBe(0);
  });

  it('is cleared when it outlives its session, and never set for a visitor without it', async () => {
    const cookie = await signIn(testApp.app, user.username);
    await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    // The browser kept the hint (another tab signed out): the next API call clears it.
    const stale = await getUser(`${cookie}; ${SIGNED_IN_HINT_COOKIE}=1`);
    expect(stale.statusCode).toBe(401);
    expect(hintOf(stale)?.value).toBe('');
    expect(stale.headers['cache-control']).toBe('private, no-store');
    const alone = await getUser(`${SIGNED_IN_HINT_COOKIE}=1`);
    expect(hintOf(alone)?.value).toBe('');
    const visitor = await getUser();
    expect(hintOf(visitor)).toBeUndefined();
    // A live session keeps its hint untouched.
    const live = await signIn(testApp.app, user.username);
    expect(hintOf(await getUser(`${live}; ${SIGNED_IN_HINT_COOKIE}=1`))).toBeUndefined();
  });
});

describe('the session lifetime', () => {
  it('lasts 7 days from the sign-in, cookie and row alike', async () => {
    const signedInAt = Date.now();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'mot-de-passe-de-test' },
    });
    const cookie = setCookieOf(response);
    if (!cookie?.expires) throw new Error('the sign-in set no expiring cookie');
    const row = await sessionRow(sessionIdOf(`${cookie.name}=${cookie.value}`));
    expect(row?.userId).toBe(user.id);
    // The cookie's Expires has a one-second resolution.
    expect(Math.abs(cookie.expires.getTime() - (signedInAt + SESSION_MAX_AGE_MS))).toBeLessThan(2000);
    expect(Math.abs((row?.expire.getTime() ?? 0) - (signedInAt + SESSION_MAX_AGE_MS))).toBeLessThan(2000);
  });

  it('is not written again within the hour, then restarts on the first request an hour later', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    const first = await sessionRow(sid);
    if (!first) throw new Error('the sign-in stored no session');

    const soon = await getUser(cookie);
    expect(soon.statusCode).toBe(200);
    expect(setCookieOf(soon)).toBeUndefined();
    expect((await sessionRow(sid))?.expire.getTime()).toBe(first.expire.getTime());

    const later = Date.now() + SESSION_RENEWAL_INTERVAL_MS + 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(later);
    const renewed = await getUser(cookie);
    expect(renewed.statusCode).toBe(200);
    const renewedCookie = setCookieOf(renewed);
    expect(renewedCookie?.value).toBe(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));
    expect(Math.abs((renewedCookie?.expires?.getTime() ?? 0) - (later + SESSION_MAX_AGE_MS))).toBeLessThan(
      2000,
    );
    const row = await sessionRow(sid);
    expect(row?.expire.getTime()).toBe(later + SESSION_MAX_AGE_MS);

    // Renewed once: the next request of the same hour writes nothing.
    const next = await getUser(cookie);
    expect(next.statusCode).toBe(200);
    expect(setCookieOf(next)).toBeUndefined();
  });

  it('is renewed by API calls only, never on a page or an asset', async () => {
    const cookie = await signIn(testApp.app, user.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_RENEWAL_INTERVAL_MS + 60_000);
    for (const url of ['/', '/espace-client/dashboard', '/assets/app.js']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(setCookieOf(response)).toBeUndefined();
    }
    const renewed = await getUser(cookie);
    expect(setCookieOf(renewed)).toBeDefined();
    // An answer that sets the cookie is never kept by a shared cache.
    expect(renewed.headers['cache-control']).toBe('private, no-store');
  });

  it('signs out a request whose session was ended elsewhere while its renewal was due', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    // Cached once the sign-in's own notification (which evicts it) has come back, on PostgreSQL.
    await testApp.app.caches.caughtUp();
    expect((await getUser(cookie)).statusCode).toBe(200);
    expect(testApp.app.caches.sessions.has(sid)).toBe(true);
    // Ended by another instance whose notification has not arrived: this one still caches it.
    await testApp.orm.em.fork().nativeDelete(Session, { sid });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_RENEWAL_INTERVAL_MS + 60_000);
    const response = await getUser(cookie);
    expect(response.statusCode).toBe(401);
    expect(setCookieOf(response)).toBeUndefined();
    expect(await sessionRow(sid)).toBeNull();
  });

  it('does not bring back a session ended while its renewal was due', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    const store = testApp.app.sessionStore;
    const stored = await store.find(sid);
    if (!stored) throw new Error('the sign-in stored no session');
    await store.destroy(sid);
    const now = Date.now();
    expect(await store.renew(sid, { ...stored, renewedAt: now, expiresAt: now + SESSION_MAX_AGE_MS })).toBe(
      false,
    );
    expect(await sessionRow(sid)).toBeNull();
  });

  it('is over after 7 days without a request', async () => {
    const cookie = await signIn(testApp.app, user.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_MAX_AGE_MS + 1000);
    const response = await getUser(cookie);
    expect(response.statusCode).toBe(401);
    expect(setCookieOf(response)).toBeUndefined();
  });
});

describe('sessions opened before our session plugin (@fastify/session rows)', () => {
  it('are still signed in, and are renewed in our format at their first request', async () => {
    const sid = 'AnOldFastifySessionIdOf32Chars00';
    const expires = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    // A row as @fastify/session 11 wrote it: its cookie fields in `sess`, no renewal date.
    await testApp.orm.em.fork().insert(Session, {
      sid,
      sess: {
        cookie: {
          originalMaxAge: SESSION_MAX_AGE_MS,
          expires: expires.toISOString(),
          secure: false,
          httpOnly: true,
          path: '/',
          sameSite: 'lax',
        },
        userId: user.id,
      },
      expire: expires,
      userId: user.id,
    });
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(signer.sign(sid))}`;

    const response = await getUser(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id });
    expect(setCookieOf(response)?.value).toBe(signer.sign(sid));
    const row = await sessionRow(sid);
    expect(row?.sess).toEqual({ userId: user.id, renewedAt: expect.any(Number) });
    expect(row?.expire.getTime()).toBeGreaterThan(expires.getTime());
  });
});

describe('when the session table fails', () => {
  it('answers a French 500 rather than hanging when the session cannot be read', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const find = vi
      .spyOn(testApp.app.sessionStore, 'find')
      .mockRejectedValueOnce(new Error('connection refused'));
    try {
      const response = await getUser(cookie);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: expect.stringMatching(/erreur/i) });
    } finally {
      find.mockRestore();
    }
    expect((await getUser(cookie)).statusCode).toBe(200);
  });

  it('goes on with the session as it was when its renewal cannot be written', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const renew = vi
      .spyOn(testApp.app.sessionStore, 'renew')
      .mockRejectedValueOnce(new Error('connection refused'));
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + SESSION_RENEWAL_INTERVAL_MS + 60_000);
      const response = await getUser(cookie);
      expect(response.statusCode).toBe(200);
      expect(setCookieOf(response)).toBeUndefined();
      expect(renew).toHaveBeenCalledTimes(1);
    } finally {
      renew.mockRestore();
    }
  });
});
