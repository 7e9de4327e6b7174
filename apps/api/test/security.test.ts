import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

const PORTAL_DEV_SERVER = 'http://localhost:5173';
let testApp: TestApp;
let alice: User;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp({ ALLOWED_ORIGINS: PORTAL_DEV_SERVER });
  alice = await createUser(testApp.orm);
  cookie = await signIn(testApp.app, alice.username);
});

afterAll(async () => {
  await testApp?.close();
});

const payslip = { month: 5, year: 2025, grossSalary: 100, socialContributions: 10, status: 'draft' };

function createPayslipWith(headers: Record<string, string>, month = payslip.month) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payslips',
    headers: { host: 'dirigeo.example', cookie, ...headers },
    payload: { ...payslip, month },
  });
}

describe('cross-site request refusal', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
    ['the right host on another scheme', { origin: 'https://dirigeo.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a state-changing request with %s: 403, nothing created', async (_case, headers) => {
    const response = await createPayslipWith(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Requête refusée : origine non autorisée' });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/payslips', headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it('refuses a cross-site login and logout as well', async () => {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: alice.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('lets reads through whatever their origin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/payslips',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['its own origin', { origin: 'http://dirigeo.example', 'sec-fetch-site': 'same-origin' }, 1],
    [
      'an ALLOWED_ORIGINS origin (the portal dev server)',
      { origin: PORTAL_DEV_SERVER, 'sec-fetch-site': 'same-site' },
      2,
    ],
    ['Sec-Fetch-Site: same-origin without Origin', { 'sec-fetch-site': 'same-origin' }, 3],
    ['neither header (curl, a server)', {}, 4],
  ])('accepts a request from %s', async (_case, headers, month) => {
    const response = await createPayslipWith(headers, month);
    expect(response.statusCode).toBe(201);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy and the helmet headers on API answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('Cache-Control of answers about the signed-in user', () => {
  it('is private, no-store on every operation that needs the session, success or error', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths: Record<string, Record<string, { security?: unknown[] }>> = document.paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => (operation.security ?? []).length > 0)
        .map(([method, _operation]) => ({ method: method.toUpperCase(), path })),
    );
    // Every resource's calls are there (a new resource would be counted without being listed here).
    expect(operations.length).toBeGreaterThanOrEqual(12);
    for (const { method, path } of operations) {
      if (path === '/api/logout') continue; // would end the session the loop uses
      const url = path.replace('{id}', '999999');
      const response = await testApp.app.inject({
        method: method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
        url,
        headers: { cookie },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect({ operation: `${method} ${path}`, cacheControl: response.headers['cache-control'] }).toEqual({
        operation: `${method} ${path}`,
        cacheControl: 'private, no-store',
      });
    }
  });

  it.each(['/api/user', '/api/payslips', '/api/documents'])(
    'is private, no-store on GET %s, also when the answer comes from a cache',
    async (url) => {
      for (let read = 0; read < 2; read += 1) {
        const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
    },
  );

  it('is private, no-store on the 401 a visitor gets, and absent from public answers', async () => {
    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/payslips' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});

describe('OpenAPI document at /api/docs', () => {
  it('lists every call of the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths: Record<string, Record<string, unknown>> = response.json().paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/user',
        'POST /api/register',
        'POST /api/login',
        'POST /api/logout',
        'PATCH /api/user/{id}',
        'POST /api/user/change-password',
        'GET /api/payslips',
        'GET /api/payslips/{id}',
        'POST /api/payslips',
        'DELETE /api/payslips/{id}',
        'GET /api/payslips/{id}/pdf',
        'GET /api/documents',
        'POST /api/documents',
        'GET /api/documents/{id}/file',
        'DELETE /api/documents/{id}',
      ]),
    );
  });

  it('describes the request bodies from the shared zod schemas, and no password in any answer', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const register = document.paths['/api/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password', 'email']));
    const userAnswer = JSON.stringify(register.responses['201']);
    expect(userAnswer).toContain('username');
    expect(userAnswer).not.toMatch(/password/i);
  });

  it('serves the browsable page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('session cookie of a production site on https (PUBLIC_URL)', () => {
  it('is __Host-dirigeo.sid: Secure always, path /, no Domain; never set over plain http; pages do not read it', async () => {
    const production = await buildTestApp({
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://app.dirigeo.test',
    });
    try {
      const user = await createUser(production.orm);
      const login = (headers: Record<string, string>) =>
        production.app.inject({
          method: 'POST',
          url: '/api/login',
          headers,
          payload: { username: user.username, password: TEST_PASSWORD },
        });
      const viaProxy = await login({ 'x-forwarded-proto': 'https' });
      expect(viaProxy.statusCode).toBe(200);
      expect(viaProxy.cookies.find((candidate) => candidate.name === 'dirigeo.sid')).toBeUndefined();
      const cookie = viaProxy.cookies.find((candidate) => candidate.name === '__Host-dirigeo.sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      const sent = `__Host-dirigeo.sid=${cookie?.value}`;
      const me = await production.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { 'x-forwarded-proto': 'https', cookie: sent },
      });
      expect(me.statusCode).toBe(200);
      // Five minutes later, a page of the site with the cookie (path /) neither reads nor renews the
      // session, while an API call does.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 5 * 60_000);
        const page = await production.app.inject({
          method: 'GET',
          url: '/tarifs',
          headers: { 'x-forwarded-proto': 'https', cookie: sent },
        });
        expect(String(page.headers['set-cookie'] ?? '')).not.toContain('__Host-dirigeo.sid');
        const api = await production.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { 'x-forwarded-proto': 'https', cookie: sent },
        });
        expect(String(api.headers['set-cookie'] ?? '')).toContain('__Host-dirigeo.sid=');
      } finally {
        vi.useRealTimers();
      }
      // Over plain http, no session cookie at all (a Secure cookie would travel in clear otherwise).
      const plain = await login({});
      expect(plain.cookies.filter((candidate) => candidate.name.endsWith('dirigeo.sid'))).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('session cookie in production', () => {
  it('is Secure behind the HTTPS proxy, and still set on plain http://localhost', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    try {
      const user = await createUser(production.orm);
      const login = (headers: Record<string, string>) =>
        production.app.inject({
          method: 'POST',
          url: '/api/login',
          headers,
          payload: { username: user.username, password: TEST_PASSWORD },
        });
      const viaProxy = (await login({ 'x-forwarded-proto': 'https' })).cookies.find(
        (candidate) => candidate.name === 'dirigeo.sid',
      );
      expect(viaProxy).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      const local = (await login({})).cookies.find((candidate) => candidate.name === 'dirigeo.sid');
      expect(local).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(local?.secure).toBeFalsy();
    } finally {
      await production.close();
    }
  });

  it('keeps the same flags on the renewal, and clears it on sign-out, behind the HTTPS proxy', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    try {
      const user = await createUser(production.orm);
      const viaProxy = { 'x-forwarded-proto': 'https' };
      const sessionCookie = (response: { cookies: { name: string; expires?: Date }[] }) =>
        response.cookies.find((candidate) => candidate.name === 'dirigeo.sid');
      const flags = { secure: true, httpOnly: true, sameSite: 'Lax', path: '/api' };
      const cookie = await signIn(production.app, user.username, { headers: viaProxy });

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 5 * 60_000);
      const renewal = await production.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { ...viaProxy, cookie },
      });
      expect(renewal.statusCode).toBe(200);
      expect(sessionCookie(renewal)).toMatchObject(flags);

      const logout = await production.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...viaProxy, cookie },
      });
      expect(sessionCookie(logout)).toMatchObject({ path: '/api', value: '' });
      expect(sessionCookie(logout)?.expires?.getTime()).toBe(0);
    } finally {
      vi.useRealTimers();
      await production.close();
    }
  });
});
