import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { querySql } from '../src/lib/db/sql.ts';
import { purgeExpiredRateLimitCounters } from '../src/lib/rate-limit/postgres-rate-limit-store.ts';
import { buildTestApp, buildTestAppOn, type TestApp } from './helpers/build-test-app.ts';

/**
 * The per-IP limits of sign-in, registration and the public forms count in one place that every
 * instance sees: the database by default, Redis when REDIS_URL is set.
 */
const LIMIT = 4;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const redisUrl = process.env.TEST_REDIS_URL;

/** An address no earlier run used: Redis keeps its counters between runs for a minute. */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function attemptLogin(on: TestApp, remoteAddress: string) {
  return on.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { username: 'personne', password: 'pas-le-bon-mot-de-passe' },
  });
}

function attemptChat(on: TestApp, remoteAddress: string) {
  return on.app.inject({ method: 'POST', url: '/api/chat', remoteAddress, payload: { message: '?' } });
}

// The per-account limit (sign-in-limits.test.ts) is off here: every attempt names one account.
const limits = {
  RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
  RATE_LIMIT_PUBLIC_PER_MINUTE: String(LIMIT),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '0',
};

describe('the rate limits kept in the database', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  beforeAll(async () => {
    a = await buildTestApp(limits);
    if (onPostgres) b = await buildTestAppOn(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses the attempt past the limit with a French 429, and counts in the table', async () => {
    const address = freshAddress();
    for (let index = 0; index < LIMIT; index += 1)
      expect((await attemptLogin(a, address)).statusCode).toBe(401);
    const refused = await attemptLogin(a, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    const rows = await querySql<{ key: string; hits: number }>(
      a.orm.em.fork(),
      'select key, hits from rate_limit_counter where key like ?',
      [`%${address}`],
    );
    expect(rows).toEqual([{ key: `POST/api/login-${address}`, hits: LIMIT + 1 }]);
  });

  it('counts each route and each address apart', async () => {
    const address = freshAddress();
    for (let index = 0; index < LIMIT; index += 1) await attemptLogin(a, address);
    expect((await attemptLogin(a, address)).statusCode).toBe(429);
    expect((await attemptLogin(a, freshAddress())).statusCode).toBe(401);
    // The chat's limit is its own: the same address still asks.
    expect((await attemptChat(a, address)).statusCode).not.toBe(429);
  });

  it('starts a new window once the last one is over, and purges finished windows', async () => {
    const address = freshAddress();
    for (let index = 0; index <= LIMIT; index += 1) await attemptLogin(a, address);
    expect((await attemptLogin(a, address)).statusCode).toBe(429);
    const em = a.orm.em.fork();
    await querySql(
      em,
      "update rate_limit_counter set expires_at = now() - interval '1 second' where key like ?",
      [`%${address}`],
    );
    expect((await attemptLogin(a, address)).statusCode).toBe(401);
    const [row] = await querySql<{ hits: number }>(
      em,
      'select hits from rate_limit_counter where key like ?',
      [`%${address}`],
    );
    expect(row?.hits).toBe(1);

    await querySql(
      em,
      "update rate_limit_counter set expires_at = now() - interval '1 second' where key like ?",
      [`%${address}`],
    );
    expect(await purgeExpiredRateLimitCounters(em)).toBeGreaterThanOrEqual(1);
    expect(await querySql(em, 'select 1 from rate_limit_counter where key like ?', [`%${address}`])).toEqual(
      [],
    );
  });

  it('counts concurrent attempts exactly: never more than the limit get through', async () => {
    const address = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, () =>
        attemptLogin(a, address).then((response) => response.statusCode),
      ),
    );
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
  });

  it.skipIf(!onPostgres)(
    'lets one address try no more passwords through two instances than through one (PostgreSQL)',
    async () => {
      if (!b) throw new Error('the second instance needs TEST_DATABASE_URL');
      const address = freshAddress();
      const instances = [a, b, a, b, b, a];
      const statuses: number[] = [];
      for (const instance of instances) statuses.push((await attemptLogin(instance, address)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // Concurrently, through both: still the limit in all.
      const other = freshAddress();
      const concurrent = await Promise.all(
        Array.from({ length: 4 * LIMIT }, (_, index) =>
          attemptLogin(index % 2 ? a : (b ?? a), other).then((response) => response.statusCode),
        ),
      );
      expect(concurrent.filter((status) => status !== 429)).toHaveLength(LIMIT);
    },
  );
});

describe.skipIf(!redisUrl)('the rate limits kept in Redis (REDIS_URL; TEST_REDIS_URL for the tests)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two instances that share nothing but Redis: separate databases, same counters.
    a = await buildTestApp({ ...limits, REDIS_URL: redisUrl ?? '' });
    b = await buildTestApp({ ...limits, REDIS_URL: redisUrl ?? '' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('lets one address try no more passwords through two instances than through one', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a, b])
      statuses.push((await attemptLogin(instance, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(await querySql(a.orm.em.fork(), 'select 1 from rate_limit_counter')).toEqual([]);
  });

  it('limits the public forms the same way', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a]) statuses.push((await attemptChat(instance, address)).statusCode);
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
