/**
 * What one instance writes, another reads at once: the sessions and the payslips live in the
 * database only (no in-process cache to invalidate, docs/adr/2026-11-27-sessions-and-jobs.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function instanceB(): TestApp {
  if (!b) throw new Error('the second instance needs TEST_DATABASE_URL');
  return b;
}

async function newUser(): Promise<{ user: User; cookie: string }> {
  const user = await createUser(a.orm);
  return { user, cookie: await signIn(a.app, user.username) };
}

/** A signed-in read on `on`. */
async function warmSession(on: TestApp, cookie: string): Promise<void> {
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

describe('the payslip list', () => {
  it('shows a payslip created or deleted at once', async () => {
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

      expect((await get(b, '/api/user', other)).statusCode).toBe(401);
      // The asking session goes on, under the new id its answer carries.
      expect((await get(b, '/api/user', sessionCookieOf(change) ?? '')).statusCode).toBe(200);
    },
  );

  it.skipIf(!onPostgres)(
    `a payslip created or deleted on A shows in the list read from B (${crossInstance})`,
    async () => {
      const b = instanceB();
      const { cookie } = await newUser();
      expect(await periodsOn(b, cookie)).toEqual([]);

      const created = await createOn(a, cookie, 3);
      expect(created.statusCode).toBe(201);
      expect(await periodsOn(b, cookie)).toEqual(['2024-3']);

      const id = created.json<{ id: number }>().id;
      const deleted = await a.app.inject({
        method: 'DELETE',
        url: `/api/payslips/${id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await periodsOn(b, cookie)).toEqual([]);
    },
  );
});
