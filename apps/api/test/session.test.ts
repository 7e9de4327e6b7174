import { createHash } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSessionOfUser } from '../src/modules/session/end-session-of-user.ts';
import { endSessionsOfUser } from '../src/modules/session/end-sessions-of-user.ts';
import { listSessionsOfUser } from '../src/modules/session/list-sessions-of-user.ts';
import { sessionKeyOf } from '../src/modules/session/session-key.ts';
import { MikroOrmSessionStore } from '../src/modules/session/session-store.ts';
import { SESSION_TOUCH_INTERVAL_MS } from '../src/modules/session/session-lifetime.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import { SIGNED_IN_HINT_COOKIE } from '@dirigeo/schemas/constants';
import {
  DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS,
  DEFAULT_SESSION_IDLE_TIMEOUT_MS,
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

interface InjectedCookie {
  name: string;
  value: string;
  expires?: Date;
  path?: string;
  httpOnly?: boolean;
}

function setCookieOf(response: { cookies: InjectedCookie[] }) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Whether the answer tells the browser to forget its session cookie (or sets none). */
function keepsNoSessionCookie(response: { cookies: InjectedCookie[] }): boolean {
  const cookie = setCookieOf(response);
  return cookie === undefined || (cookie.value === '' && (cookie.expires?.getTime() ?? 0) <= Date.now());
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
      expect(keepsNoSessionCookie(response)).toBe(true);
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

  it('is sent to the API only, HttpOnly', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'mot-de-passe-de-test' },
    });
    expect(setCookieOf(response)).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
  });
});

describe("the public site's signed-in hint", () => {
  function hintOf(response: { cookies: InjectedCookie[] }) {
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
    expect(hint?.path).toBe('/');
    expect(hint?.expires?.getTime()).toBe(session?.expires?.getTime());
  });

  it('is cleared at sign-out', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(hintOf(logout)).toMatchObject({ value: '' });
    expect(hintOf(logout)?.expires?.getTime()).toBe(0);
  });

  it('is cleared when it outlives its session, never set for a visitor, and follows a live session', async () => {
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
    // A live session renews its hint with its cookie (its end moves once a minute at most).
    const live = await signIn(testApp.app, user.username);
    expect(hintOf(await getUser(`${live}; ${SIGNED_IN_HINT_COOKIE}=1`))).toBeUndefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_TOUCH_INTERVAL_MS);
    const used = await getUser(`${live}; ${SIGNED_IN_HINT_COOKIE}=1`);
    expect(hintOf(used)?.value).toBe('1');
    expect(hintOf(used)?.expires?.getTime()).toBe(setCookieOf(used)?.expires?.getTime());
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
    expect(row).toMatchObject({ userId: user.id, role: 'client', stage: 'active' });
    // The cookie's Expires has a one-second resolution.
    expect(Math.abs(cookie.expires.getTime() - (signedInAt + IDLE_MS))).toBeLessThan(2000);
    expect(Math.abs((row?.expire.getTime() ?? 0) - (signedInAt + IDLE_MS))).toBeLessThan(2000);
  });

  it('rolls with activity: someone working steadily for twice the idle lifetime is never signed out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-27T09:00:00Z').getTime();
    vi.setSystemTime(start);
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    let previousExpiry = start + IDLE_MS;
    // A request every 4 minutes for an hour: past the first 30 minutes, and past each later end.
    for (let now = start + 4 * 60_000; now <= start + 2 * IDLE_MS; now += 4 * 60_000) {
      vi.setSystemTime(now);
      const response = await getUser(cookie);
      expect(response.statusCode).toBe(200);
      const renewed = setCookieOf(response);
      // The cookie comes back with its end moved to this request + 30 minutes, the row too.
      expect(renewed?.value).toBe(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));
      const expiry = renewed?.expires?.getTime() ?? 0;
      expect(Math.abs(expiry - (now + IDLE_MS))).toBeLessThan(1000);
      expect(expiry).toBeGreaterThan(previousExpiry);
      previousExpiry = expiry;
      expect((await sessionRow(sid))?.expire.getTime()).toBe(now + IDLE_MS);
    }
    expect(previousExpiry).toBeGreaterThan(start + 2 * IDLE_MS);
    // Then 30 minutes without a request: over.
    vi.setSystemTime(previousExpiry + 1000);
    const over = await getUser(cookie);
    expect(over.statusCode).toBe(401);
    expect(keepsNoSessionCookie(over)).toBe(true);
  });

  it('notes the last use and the address of each request', async () => {
    const cookie = await signIn(testApp.app, user.username, { remoteAddress: '198.51.100.7' });
    const sid = sessionIdOf(cookie);
    expect(await sessionRow(sid)).toMatchObject({ ip: '198.51.100.7' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const later = Date.now() + 5 * 60_000;
    vi.setSystemTime(later);
    await testApp.app.inject({
      method: 'GET',
      url: '/api/user',
      remoteAddress: '203.0.113.9',
      headers: { cookie },
    });
    const row = await sessionRow(sid);
    expect(row).toMatchObject({ ip: '203.0.113.9' });
    expect(row?.lastUsedAt.getTime()).toBe(later);
  });

  it('moves its end once a minute at most: the requests in between write nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    const first = await sessionRow(sid);
    vi.setSystemTime(start + SESSION_TOUCH_INTERVAL_MS - 1000);
    const soon = await getUser(cookie);
    expect(soon.statusCode).toBe(200);
    expect(setCookieOf(soon)).toBeUndefined();
    expect((await sessionRow(sid))?.expire.getTime()).toBe(first?.expire.getTime());
    vi.setSystemTime(start + SESSION_TOUCH_INTERVAL_MS + 1000);
    const moved = await getUser(cookie);
    expect(setCookieOf(moved)?.expires?.getTime()).toBeGreaterThan(first?.expire.getTime() ?? 0);
  });

  it('is renewed by API calls only, never on a page or an asset', async () => {
    const cookie = await signIn(testApp.app, user.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SESSION_TOUCH_INTERVAL_MS);
    for (const url of ['/', '/espace-client/dashboard', '/assets/app.js']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(setCookieOf(response)).toBeUndefined();
    }
    const renewed = await getUser(cookie);
    expect(setCookieOf(renewed)).toBeDefined();
    // An answer that sets the cookie is never kept by a shared cache.
    expect(renewed.headers['cache-control']).toBe('private, no-store');
  });

  it('signs out at once a session ended elsewhere (another tab, another instance)', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    expect((await getUser(cookie)).statusCode).toBe(200);
    await testApp.orm.em.fork().nativeDelete(Session, { sid: sessionKeyOf(sid) });
    const response = await getUser(cookie);
    expect(response.statusCode).toBe(401);
    expect(keepsNoSessionCookie(response)).toBe(true);
    expect(await sessionRow(sid)).toBeNull();
  });

  it('is not brought back by a request that was running when it was ended, nor once expired', async () => {
    const store = new MikroOrmSessionStore(testApp.orm.em);
    const set = (id: string, session: Parameters<MikroOrmSessionStore['set']>[1]) =>
      new Promise<void>((resolve, reject) => {
        store.set(id, session, (error) => (error ? reject(error) : resolve()));
      });
    const get = (id: string) =>
      new Promise<Awaited<ReturnType<typeof sessionRow>> | unknown>((resolve, reject) => {
        store.get(id, (error, session) => (error ? reject(error) : resolve(session)));
      });

    const ended = await signIn(testApp.app, user.username);
    const endedId = sessionIdOf(ended);
    const loaded = await get(endedId);
    if (!loaded || typeof loaded !== 'object') throw new Error('the sign-in stored no session');
    await testApp.orm.em.fork().nativeDelete(Session, { sid: sessionKeyOf(endedId) });
    await set(endedId, { ...loaded, cookie: { originalMaxAge: null }, expiresAt: Date.now() + IDLE_MS });
    expect(await sessionRow(endedId)).toBeNull();

    const expired = await signIn(testApp.app, user.username);
    const expiredId = sessionIdOf(expired);
    const alive = await get(expiredId);
    if (!alive || typeof alive !== 'object') throw new Error('the sign-in stored no session');
    const past = new Date(Date.now() - 1000);
    await testApp.orm.em.fork().nativeUpdate(Session, { sid: sessionKeyOf(expiredId) }, { expire: past });
    expect(await get(expiredId)).toBeNull();
    await set(expiredId, { ...alive, cookie: { originalMaxAge: null }, expiresAt: Date.now() + IDLE_MS });
    expect((await sessionRow(expiredId))?.expire.getTime()).toBe(past.getTime());
  });

  it('is over after 30 minutes without a request', async () => {
    const cookie = await signIn(testApp.app, user.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + IDLE_MS + 1000);
    const response = await getUser(cookie);
    expect(response.statusCode).toBe(401);
    expect(keepsNoSessionCookie(response)).toBe(true);
  });
});

describe('the absolute lifetime', () => {
  it('ends a session 12 hours after its sign-in however often it is used, cookie and row alike', async () => {
    const signedInAt = Date.now();
    const cookie = await signIn(testApp.app, user.username);
    const sid = sessionIdOf(cookie);
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = signedInAt;
    // Used every 20 minutes: the idle end keeps moving, never past the absolute end.
    while (now + 20 * 60_000 < signedInAt + ABSOLUTE_MS) {
      now += 20 * 60_000;
      vi.setSystemTime(now);
      const response = await getUser(cookie);
      expect(response.statusCode).toBe(200);
      const renewed = setCookieOf(response);
      expect(renewed?.expires?.getTime()).toBeLessThanOrEqual(signedInAt + ABSOLUTE_MS + 1000);
      expect((await sessionRow(sid))?.expire.getTime()).toBeLessThanOrEqual(signedInAt + ABSOLUTE_MS + 1000);
    }
    vi.setSystemTime(signedInAt + ABSOLUTE_MS + 2000);
    const over = await getUser(cookie);
    expect(over.statusCode).toBe(401);
    expect(keepsNoSessionCookie(over)).toBe(true);
    // Its row, if not purged yet, ended at the absolute end.
    expect((await sessionRow(sid))?.expire.getTime() ?? 0).toBeLessThanOrEqual(
      signedInAt + ABSOLUTE_MS + 2000,
    );
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
    // The stored key is no cookie, nor is the public id: signed as one, they open nothing.
    for (const stolen of [row?.sid ?? '', row?.publicId ?? '']) {
      expect((await getUser(`${SESSION_COOKIE}=${encodeURIComponent(signer.sign(stolen))}`)).statusCode).toBe(
        401,
      );
    }
  });
});

describe("a user's sessions (the accounts' list, ending one, ending all)", () => {
  it('lists them by public id with browser, address and dates, ends one of them, and no one else’s', async () => {
    const owner = await createUser(testApp.orm);
    const stranger = await createUser(testApp.orm);
    const phone = await signIn(testApp.app, owner.username, {
      remoteAddress: '198.51.100.20',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' },
    });
    const laptop = await signIn(testApp.app, owner.username, { remoteAddress: '198.51.100.21' });
    const strangers = await signIn(testApp.app, stranger.username);
    const current = (await sessionRow(sessionIdOf(laptop)))?.publicId;
    const em = testApp.orm.em.fork();

    const sessions = await listSessionsOfUser(em, owner.id, { currentPublicId: current });
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userAgent: 'Mozilla/5.0 (iPhone)',
      ip: '198.51.100.20',
      createdAt: expect.any(Date),
      lastUsedAt: expect.any(Date),
      current: false,
    });
    expect(sessions.filter((session) => session.current).map((session) => session.id)).toEqual([current]);
    // The listed id is neither the cookie's id nor its stored hash.
    for (const session of sessions) {
      expect(phone).not.toContain(session.id);
      expect(laptop).not.toContain(session.id);
    }

    const phoneId = sessions.find((session) => !session.current)?.id ?? '';
    await expect(endSessionOfUser(em, stranger.id, phoneId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(endSessionOfUser(em, owner.id, 'pas-un-identifiant')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await getUser(phone)).statusCode).toBe(200);
    await endSessionOfUser(em, owner.id, phoneId);
    expect((await getUser(phone)).statusCode).toBe(401);
    expect((await getUser(laptop)).statusCode).toBe(200);

    // Every session of the user but the asking one, then all of them; the stranger's stays.
    await signIn(testApp.app, owner.username);
    expect(await endSessionsOfUser(em, owner.id, { exceptPublicId: current })).toBe(1);
    expect((await getUser(laptop)).statusCode).toBe(200);
    expect(await endSessionsOfUser(em, owner.id)).toBe(1);
    expect((await getUser(laptop)).statusCode).toBe(401);
    expect(await listSessionsOfUser(em, owner.id)).toEqual([]);
    expect((await getUser(strangers)).statusCode).toBe(200);
  });

  it('opens nothing to a session waiting for its second factor, and lets it go on once promoted', async () => {
    const someone = await createUser(testApp.orm);
    const pending = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: someone.username, password: 'mot-de-passe-de-test' },
    });
    const cookie = setCookieOf(pending);
    const sid = sessionIdOf(`${cookie?.name}=${cookie?.value}`);
    await testApp.orm.em.fork().nativeUpdate(Session, { sid: sessionKeyOf(sid) }, { stage: 'second-factor' });
    const asPending = await getUser(`${SESSION_COOKIE}=${encodeURIComponent(cookie?.value ?? '')}`);
    expect(asPending.statusCode).toBe(401);
    await testApp.orm.em.fork().nativeUpdate(Session, { sid: sessionKeyOf(sid) }, { stage: 'active' });
    expect((await getUser(`${SESSION_COOKIE}=${encodeURIComponent(cookie?.value ?? '')}`)).statusCode).toBe(
      200,
    );
  });
});

describe('secret rotation (SESSION_SECRET with several secrets)', () => {
  it('signs with the first secret, accepts the others and signs their cookies anew', async () => {
    const rotated = await configuredApp();
    const someone = await createUser(rotated.orm);
    const fresh = await signIn(rotated.app, someone.username);
    const freshId = sessionIdOf(fresh);
    const newSigner = fastifyCookie.signerFactory(NEW_SECRET);
    expect(decodeURIComponent(fresh.slice(fresh.indexOf('=') + 1))).toBe(newSigner.sign(freshId));

    // A cookie signed before the rotation, with the secret now second.
    const old = `${SESSION_COOKIE}=${encodeURIComponent(signer.sign(freshId))}`;
    const answer = await rotated.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: old } });
    expect(answer.statusCode).toBe(200);
    expect(setCookieOf(answer)).toMatchObject({ value: newSigner.sign(freshId), httpOnly: true });
    expect(answer.headers['cache-control']).toBe('private, no-store');

    // A secret dropped from the list verifies nothing.
    const dropped = fastifyCookie.signerFactory('a-dropped-secret-that-is-long-enough-for-cookies');
    const refused = await rotated.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(dropped.sign(freshId))}` },
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('when the session table fails', () => {
  it('answers a French 500 rather than hanging when the session cannot be read', async () => {
    const cookie = await signIn(testApp.app, user.username);
    const find = vi.spyOn(MikroOrmSessionStore.prototype, 'get').mockImplementationOnce((_id, callback) => {
      callback(new Error('connection refused'));
    });
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
    const sid = sessionIdOf(cookie);
    const before = await sessionRow(sid);
    const update = vi
      .spyOn(testApp.orm.em.getDriver(), 'nativeUpdate')
      .mockRejectedValueOnce(new Error('connection refused'));
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      const response = await getUser(cookie);
      expect(response.statusCode).toBe(200);
      expect(update).toHaveBeenCalledTimes(1);
    } finally {
      update.mockRestore();
    }
    expect((await sessionRow(sid))?.expire.getTime()).toBe(before?.expire.getTime());
  });
});
