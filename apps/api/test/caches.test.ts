import { once } from 'node:events';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/lib/cache/postgres-cache-listener.ts';
import { createPayslip as createPayslipThroughModule } from '../src/modules/payslip/create-payslip.ts';
import { deletePayslip as deletePayslipThroughModule } from '../src/modules/payslip/delete-payslip.ts';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, buildTestAppOn, type TestApp } from './helpers/build-test-app.ts';
import { createPayslip, createUser } from './helpers/factories.ts';
import { sessionCookieOf, signIn } from './helpers/sign-in.ts';

// Two instances on one database need a database server; an in-memory PGlite belongs to one process.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const crossInstance = 'two instances on one PostgreSQL (set TEST_DATABASE_URL)';

let a: TestApp;
let b: TestApp | undefined;
let sequence = 0;

beforeAll(async () => {
  a = await buildTestApp();
  if (onPostgres) b = await buildTestAppOn(a);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

function instanceB(): TestApp {
  if (!b) throw new Error('the second instance needs TEST_DATABASE_URL');
  return b;
}

async function newUser(): Promise<{ user: User; cookie: string }> {
  const user = await createUser(a.orm);
  return { user, cookie: await signIn(a.app, user.username) };
}

/** A signed-in read on `on`, once the sign-in's own notification has arrived. */
async function warmSession(on: TestApp, cookie: string): Promise<void> {
  await on.app.caches.caughtUp();
  expect((await get(on, '/api/user', cookie)).statusCode).toBe(200);
}

function get(on: TestApp, url: string, cookie: string) {
  return on.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function periodsOn(on: TestApp, cookie: string): Promise<string[]> {
  const response = await get(on, '/api/payslips', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ month: number; year: number }[]>().map((p) => `${p.year}-${p.month}`);
}

function createOn(on: TestApp, cookie: string, month: number) {
  sequence += 1;
  return on.app.inject({
    method: 'POST',
    url: '/api/payslips',
    headers: { cookie },
    payload: { month, year: 2024, grossSalary: 4000 + sequence, socialContributions: 900, status: 'draft' },
  });
}

describe('the payslip list cache', () => {
  it('answers the very bytes and content type of the uncached list', async () => {
    const { user, cookie } = await newUser();
    await createPayslip(a.orm, user, { month: 1, year: 2025, status: 'completed' });
    await createPayslip(a.orm, user, {
      month: 2,
      year: 2025,
      data: { employerName: 'Atelier « Lumière » SASU', position: 'Présidente', unknownKey: 1 },
    });
    const lists = a.app.caches.payslipLists;

    const first = await get(a, '/api/payslips', cookie);
    expect(lists.has(user.id)).toBe(true);
    const cached = await get(a, '/api/payslips', cookie);
    lists.suspend();
    const uncached = await get(a, '/api/payslips', cookie);
    lists.resume();

    expect(uncached.statusCode).toBe(200);
    expect(uncached.json()).toHaveLength(2);
    for (const response of [first, cached]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(uncached.rawPayload)).toBe(true);
      expect(response.headers['content-type']).toBe(uncached.headers['content-type']);
      expect(response.headers['content-length']).toBe(uncached.headers['content-length']);
    }
  });

  it('answers in the encoding the browser prefers, the same JSON once decoded', async () => {
    const { user, cookie } = await newUser();
    for (let month = 1; month <= 12; month += 1) {
      await createPayslip(a.orm, user, { month, year: 2025, status: 'completed' });
    }
    const ask = (acceptEncoding?: string) =>
      a.app.inject({
        method: 'GET',
        url: '/api/payslips',
        headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const lists = a.app.caches.payslipLists;
    lists.suspend();
    const uncached = await ask();
    lists.resume();
    expect(uncached.rawPayload.length).toBeGreaterThan(1024);
    await ask();
    expect(lists.has(user.id)).toBe(true);

    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip;q=0.8', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (bytes: Buffer) => bytes },
      { accept: undefined, encoding: undefined, decode: (bytes: Buffer) => bytes },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await ask(accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe(uncached.headers['content-type']);
      expect(decode(response.rawPayload).equals(uncached.rawPayload)).toBe(true);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(uncached.rawPayload.length / 4);
    }
  });

  it('shows a payslip created or deleted on the same instance at once', async () => {
    const { cookie } = await newUser();
    expect(await periodsOn(a, cookie)).toEqual([]);
    const created = await createOn(a, cookie, 5);
    expect(created.statusCode).toBe(201);
    expect(await periodsOn(a, cookie)).toEqual(['2024-5']);
    const id = created.json<{ id: number }>().id;
    const deleted = await a.app.inject({ method: 'DELETE', url: `/api/payslips/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await periodsOn(a, cookie)).toEqual([]);
  });

  it("is evicted by the module's own writers, whoever calls them (not only the routes)", async () => {
    const { user, cookie } = await newUser();
    expect(await periodsOn(a, cookie)).toEqual([]);
    expect(a.app.caches.payslipLists.has(user.id)).toBe(true);
    const body = {
      month: 4,
      year: 2024,
      grossSalary: 4000,
      socialContributions: 900,
      status: 'draft' as const,
    };
    const created = await createPayslipThroughModule(a.orm.em.fork(), a.app.caches, user.id, body);
    expect(a.app.caches.payslipLists.has(user.id)).toBe(false);
    expect(await periodsOn(a, cookie)).toEqual(['2024-4']);
    await deletePayslipThroughModule(a.orm.em.fork(), a.app.caches, user.id, created.id);
    expect(await periodsOn(a, cookie)).toEqual([]);
  });

  it('serves each user their own list only', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await createPayslip(a.orm, alice.user, { month: 7, year: 2025 });
    expect(await periodsOn(a, alice.cookie)).toEqual(['2025-7']);
    expect(await periodsOn(a, bob.cookie)).toEqual([]);
  });
});

describe('two instances on one database', () => {
  it.skipIf(!onPostgres)(`logout on A makes the session unusable on B (${crossInstance})`, async () => {
    const b = instanceB();
    const { cookie } = await newUser();
    await warmSession(b, cookie);

    const logout = await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    await b.app.caches.caughtUp();

    expect((await get(b, '/api/user', cookie)).statusCode).toBe(401);
    expect((await get(b, '/api/payslips', cookie)).statusCode).toBe(401);
  });

  it.skipIf(!onPostgres)(
    `a password change on A ends the other sessions on B, not its own (${crossInstance})`,
    async () => {
      const b = instanceB();
      const { user, cookie: kept } = await newUser();
      const other = await signIn(a.app, user.username);
      await warmSession(b, kept);
      await warmSession(b, other);

      const change = await a.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: { cookie: kept },
        payload: { currentPassword: 'mot-de-passe-de-test', newPassword: 'un-nouveau-mot-de-passe' },
      });
      expect(change.statusCode).toBe(200);
      await b.app.caches.caughtUp();

      expect((await get(b, '/api/user', other)).statusCode).toBe(401);
      // The asking session goes on, under the new id its answer carries.
      expect((await get(b, '/api/user', sessionCookieOf(change) ?? '')).statusCode).toBe(200);
    },
  );

  it.skipIf(!onPostgres)(
    `a payslip created or deleted on A shows in the list read from B (${crossInstance})`,
    async () => {
      const b = instanceB();
      const { user, cookie } = await newUser();
      expect(await periodsOn(b, cookie)).toEqual([]);
      expect(b.app.caches.payslipLists.has(user.id)).toBe(true);

      const created = await createOn(a, cookie, 3);
      expect(created.statusCode).toBe(201);
      await b.app.caches.caughtUp();
      expect(await periodsOn(b, cookie)).toEqual(['2024-3']);

      const id = created.json<{ id: number }>().id;
      const deleted = await a.app.inject({
        method: 'DELETE',
        url: `/api/payslips/${id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(204);
      await b.app.caches.caughtUp();
      expect(await periodsOn(b, cookie)).toEqual([]);
    },
  );

  it.skipIf(!onPostgres)(
    `serves no stale data after its LISTEN connection drops, nor once it is back (${crossInstance})`,
    async () => {
      const b = instanceB();
      const listener = b.app.caches.listener;
      if (!listener) throw new Error('instance B should listen');
      const { user, cookie } = await newUser();
      expect(await periodsOn(b, cookie)).toEqual([]);
      expect(b.app.caches.payslipLists.has(user.id)).toBe(true);

      // Both instances' LISTEN connections are cut: A's notifications reach nobody meanwhile.
      const lost = once(listener, 'lost');
      await a.orm.em
        .getConnection()
        .execute(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()',
          [LISTENER_APPLICATION_NAME],
        );
      await lost;
      const back = once(listener, 'listening');

      expect((await createOn(a, cookie, 8)).statusCode).toBe(201);
      expect(await periodsOn(b, cookie)).toEqual(['2024-8']);

      await back;
      expect(await periodsOn(b, cookie)).toEqual(['2024-8']);
      expect((await createOn(a, cookie, 9)).statusCode).toBe(201);
      await b.app.caches.caughtUp();
      expect(await periodsOn(b, cookie)).toEqual(['2024-9', '2024-8']);
    },
  );
});
