import { createHash } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionKeyOf } from '../src/modules/session/session-store.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import {
  DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS,
  DEFAULT_SESSION_IDLE_TIMEOUT_MS,
  SIGNED_IN_HINT_COOKIE,
  sessionRenewalIntervalMs,
} from '../src/plugins/app/session.ts';
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

/** A second app with every session setting changed: shorter lifetimes, and a rotated secret. */
const NEW_SECRET = 'a-new-secret-that-is-long-enough-for-signing-cookies-2';
let configured: Promise<TestApp> | undefined;
function configuredApp(): Promise<TestApp> {
  configured ??= buildTestApp({
    SESSION_ABSOLUTE_TIMEOUT_HOURS: '1',
    SESSION_IDLE_TIMEOUT_MINUTES: '10',
    SESSION_SECRET: `${NEW_SECRET},${TEST_SESSION_SECRET}`,
  });
  return configured;
}

afterAll(async () => {
  await testApp?.close();
  await (await configured)?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const signer = fastifyCookie.signerFactory(TEST_SESSION_SECRET);
const IDLE_MS = DEFAULT_SESSION_IDLE_TIMEOUT_MS;
const ABSOLUTE_MS = DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS;
const RENEWAL_MS = sessionRenewalIntervalMs(IDLE_MS);

/** The session id a `dirigeo.sid=<id>.<signature>` cookie carries. */
function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

function getUser(cookie?: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
}

/** The row of the session whose id is `sid` (stored under its hash). */
function sessionRow(sid: string) {
  return testApp.orm.em.fork().findOne(Session, { sid: sessionKeyOf(sid) });
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
  it('lasts 30 minutes from the sign-in, cookie and row alike', async () => {
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
    expect(Math.abs(cookie.expires.getTime() - (signedInAt + IDLE_MS))).toBeLessThan(2000);
    expect(Math.abs((row?.expire.getTime() ?? 0) - (signedInAt + IDLE_MS))).toBeLessThan(2000);
  });

  it('is not written again within its renewal interval, then restarts on the first request after it', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    const first = await sessionRow(sid);
    if (!first) throw new Error('the sign-in stored no session');

    const soon = await getUser(cookie);
    expect(soon.statusCode).toBe(200);
    expect(setCookieOf(soon)).toBeUndefined();
    expect((await sessionRow(sid))?.expire.getTime()).toBe(first.expire.getTime());

    const later = Date.now() + RENEWAL_MS + 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(later);
    const renewed = await getUser(cookie);
    expect(renewed.statusCode).toBe(200);
    const renewedCookie = setCookieOf(renewed);
    expect(renewedCookie?.value).toBe(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));
    expect(Math.abs((renewedCookie?.expires?.getTime() ?? 0) - (later + IDLE_MS))).toBeLessThan(2000);
    const row = await sessionRow(sid);
    expect(row?.expire.getTime()).toBe(later + IDLE_MS);

    // Renewed once: the next request of the same interval writes nothing.
    const next = await getUser(cookie);
    expect(next.statusCode).toBe(200);
    expect(setCookieOf(next)).toBeUndefined();
  });

  it('is renewed by API calls only, never on a page or an asset', async () => {
    const cookie = await signIn(testApp.app, user.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RENEWAL_MS + 60_000);
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
    expect(testApp.app.caches.sessions.has(sessionKeyOf(sid))).toBe(true);
    // Ended by another instance whose notification has not arrived: this one still caches it.
    await testApp.orm.em.fork().nativeDelete(Session, { sid: sessionKeyOf(sid) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RENEWAL_MS + 60_000);
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
    expect(await store.renew(sid, { ...stored, renewedAt: now, expiresAt: now + IDLE_MS })).toBe(false);
    expect(await sessionRow(sid)).toBeNull();
  });

  it('does not bring back a session that expired, even one not purged yet', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    const stored = await testApp.app.sessionStore.find(sid);
    if (!stored) throw new Error('the sign-in stored no session');
    const expired = new Date(Date.now() - 1000);
    await testApp.orm.em.fork().nativeUpdate(Session, { sid: sessionKeyOf(sid) }, { expire: expired });
    const now = Date.now();
    expect(
      await testApp.app.sessionStore.renew(sid, { ...stored, renewedAt: now, expiresAt: now + IDLE_MS }),
    ).toBe(false);
    expect((await sessionRow(sid))?.expire.getTime()).toBe(expired.getTime());
  });

  it('is over after 30 minutes without a request', async () => {
    const cookie = await signIn(testApp.app, user.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + IDLE_MS + 1000);
    const response = await getUser(cookie);
    expect(response.statusCode).toBe(401);
    expect(setCookieOf(response)).toBeUndefined();
  });
});

describe('the absolute lifetime', () => {
  it('ends a session 12 hours after its sign-in however often it is used, cookie and row alike', async () => {
    const signedInAt = Date.now();
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = signedInAt;
    let renewals = 0;
    // Used every renewal interval: the idle end keeps moving, never past the absolute end.
    while (now + RENEWAL_MS + 1000 < signedInAt + ABSOLUTE_MS) {
      now += RENEWAL_MS + 1000;
      vi.setSystemTime(now);
      const response = await getUser(cookie);
      expect(response.statusCode).toBe(200);
      const renewed = setCookieOf(response);
      if (renewed?.expires) {
        renewals += 1;
        expect(renewed.expires.getTime()).toBeLessThanOrEqual(signedInAt + ABSOLUTE_MS + 1000);
      }
      expect((await sessionRow(sid))?.expire.getTime()).toBeLessThanOrEqual(signedInAt + ABSOLUTE_MS + 1000);
    }
    expect(renewals).toBeGreaterThan(100);
    vi.setSystemTime(signedInAt + ABSOLUTE_MS + 2000);
    const over = await getUser(cookie);
    expect(over.statusCode).toBe(401);
  });

  it('is configurable (SESSION_ABSOLUTE_TIMEOUT_HOURS, SESSION_IDLE_TIMEOUT_MINUTES)', async () => {
    const custom = await configuredApp();
    try {
      const someone = await createUser(custom.orm);
      const signedInAt = Date.now();
      const cookie = await signIn(custom.app, someone.username);
      const get = () => custom.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let minutes = 9; minutes < 60; minutes += 9) {
        vi.setSystemTime(signedInAt + minutes * 60_000);
        expect((await get()).statusCode).toBe(200);
      }
      vi.setSystemTime(signedInAt + 61 * 60_000);
      expect((await get()).statusCode).toBe(401);
      // And 10 minutes without a request end a fresh one.
      vi.useRealTimers();
      const again = await signIn(custom.app, someone.username);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
      expect(
        (await custom.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: again } })).statusCode,
      ).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the session table', () => {
  it('keeps the SHA-256 of each session id, never the id the cookie carries', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    const rows = await testApp.orm.em.fork().find(Session, {});
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(sid);
    const row = await sessionRow(sid);
    expect(row?.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.sid).toBe(createHash('sha256').update(sid).digest('hex'));
    // The stored key is no cookie: signed as one, it opens nothing.
    const stolen = `${SESSION_COOKIE}=${encodeURIComponent(signer.sign(row?.sid ?? ''))}`;
    expect((await getUser(stolen)).statusCode).toBe(401);
  });
});

describe('secret rotation (SESSION_SECRET with several secrets)', () => {
  it('signs with the first secret, accepts the others and signs their cookies anew', async () => {
    const newSecret = NEW_SECRET;
    const rotated = await configuredApp();
    {
      const someone = await createUser(rotated.orm);
      const fresh = await signIn(rotated.app, someone.username);
      const freshId = sessionIdOf(fresh);
      const newSigner = fastifyCookie.signerFactory(newSecret);
      expect(decodeURIComponent(fresh.slice(fresh.indexOf('=') + 1))).toBe(newSigner.sign(freshId));

      // A cookie signed before the rotation, with the secret now second.
      const old = `${SESSION_COOKIE}=${encodeURIComponent(signer.sign(freshId))}`;
      const answer = await rotated.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: old } });
      expect(answer.statusCode).toBe(200);
      const resigned = setCookieOf(answer);
      expect(resigned).toMatchObject({ value: newSigner.sign(freshId), httpOnly: true });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      // Signed with the current secret: nothing to send again.
      const current = await rotated.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: fresh },
      });
      expect(setCookieOf(current)).toBeUndefined();

      // A secret dropped from the list verifies nothing.
      const dropped = fastifyCookie.signerFactory('a-dropped-secret-that-is-long-enough-for-cookies');
      const refused = await rotated.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(dropped.sign(freshId))}` },
      });
      expect(refused.statusCode).toBe(401);
    }
  });
});

describe('sessions opened before our session plugin (@fastify/session rows)', () => {
  it('are still signed in, and are renewed in our format at their first request', async () => {
    const sid = 'AnOldFastifySessionIdOf32Chars00';
    const expires = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    // A row as @fastify/session 11 wrote it (its cookie fields in `sess`, no renewal date), as the
    // migration that hashed the ids left it: under the hash of its id, with a sign-in date.
    await testApp.orm.em.fork().insert(Session, {
      sid: sessionKeyOf(sid),
      sess: {
        signedInAt: Date.now(),
        cookie: {
          originalMaxAge: IDLE_MS,
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
    expect(row?.sess).toEqual({
      userId: user.id,
      signedInAt: expect.any(Number),
      renewedAt: expect.any(Number),
    });
    // Its next end is its idle end now, no later.
    expect(Math.abs((row?.expire.getTime() ?? 0) - (Date.now() + IDLE_MS))).toBeLessThan(2000);
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
      vi.setSystemTime(Date.now() + RENEWAL_MS + 60_000);
      const response = await getUser(cookie);
      expect(response.statusCode).toBe(200);
      expect(setCookieOf(response)).toBeUndefined();
      expect(renew).toHaveBeenCalledTimes(1);
    } finally {
      renew.mockRestore();
    }
  });
});
