import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { EMPLOYEES_REQUIRED_MESSAGE } from '@dirigeo/schemas';
import { parseEnv, shouldSeedDemo } from '../src/env.ts';
import { DEMO_READ_ONLY_MESSAGE } from '../src/plugins/app/demo-read-only.ts';
import { SAME_PASSWORD_MESSAGE } from '../src/modules/user/assert-not-current-password.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/** Issue 22, §5: what the audit found, each with the test that failed before its fix. */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'Alice.Martin',
  password: 'trois chats sur le toit',
  email: 'alice.martin@example.fr',
  firstName: 'Alice',
  lastName: 'Martin',
  company: 'Martin Conseil SASU',
  position: 'Présidente',
  status: 'sasu',
  ...overrides,
});

const register = (body: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/register', payload: body });

describe('usernames', () => {
  it('are one account whatever their case, and sign in whatever the case typed', async () => {
    expect((await register(registration())).statusCode).toBe(201);
    const twin = await register(registration({ username: 'alice.martin', email: 'autre@example.fr' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe("Ce nom d'utilisateur est déjà utilisé");
    await signIn(testApp.app, 'ALICE.MARTIN', { password: 'trois chats sur le toit' });
  });
});

describe('registration and profile fields', () => {
  it('refuses a phone « abc » with a French message', async () => {
    const response = await register(registration({ username: 'tel', email: 'tel@example.fr', phone: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: 'phone' });
    expect(response.json().issues[0].message).toMatch(/^Numéro de téléphone invalide/);
  });

  it('refuses « J’ai des salariés » with 0 employees', async () => {
    const response = await register(
      registration({ username: 'sal', email: 'sal@example.fr', hasEmployees: true, numberOfEmployees: 0 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: 'numberOfEmployees',
      message: EMPLOYEES_REQUIRED_MESSAGE,
    });
  });

  it('refuses a common password at registration', async () => {
    const response = await register(
      registration({ username: 'faible', email: 'faible@example.fr', password: 'azertyuiop' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: 'password' });
  });
});

describe('password change', () => {
  it('refuses a new password equal to the current one', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'newPassword', message: SAME_PASSWORD_MESSAGE }]);
  });
});

describe('uploads', () => {
  it('answers a malformed multipart body with a French 400, not a 500', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    for (const payload of [
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 tronqué',
      'pas du tout du multipart',
      '--xyz\r\nContent-Disposition: form-data\r\n\r\nvaleur\r\n--xyz--\r\n',
    ]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toMatch(/^[A-ZÀ-Ý][^]*[a-zé.]$/);
      expect(response.json().message).not.toMatch(/multipart|boundary|Unexpected/i);
    }
  });
});

describe('the OpenAPI document', () => {
  it('is not served in production', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('the demo account', () => {
  it('is seeded by default in development only, never in production', () => {
    expect(shouldSeedDemo(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(shouldSeedDemo(parseEnv({ NODE_ENV: 'test' }))).toBe(false);
    expect(shouldSeedDemo(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(shouldSeedDemo(parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }))).toBe(true);
  });

  it('reads everything and changes nothing', async () => {
    // Its own app: the demo account exists from the start, as the seeder makes it.
    const outer = testApp;
    testApp = await buildTestApp();
    onTestFinished(async () => {
      await testApp.close();
      testApp = outer;
    });
    await createUser(testApp.orm, { username: 'demo' });
    const cookie = await signIn(testApp.app, 'demo');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/payslips', headers: { cookie } })).statusCode,
    ).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/payslips', { month: 1, year: 2026, grossSalary: 1000 }],
      [
        'POST',
        '/api/user/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'un autre secret sûr' },
      ],
      ['DELETE', '/api/documents/1', undefined],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(403);
      expect(response.json().message).toBe(DEMO_READ_ONLY_MESSAGE);
    }
    // Another account writes as usual.
    const other = await createUser(testApp.orm);
    const otherCookie = await signIn(testApp.app, other.username);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: otherCookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'un autre secret sûr' },
    });
    expect(created.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});
