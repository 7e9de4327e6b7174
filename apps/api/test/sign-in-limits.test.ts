import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/env.ts';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';

/** A /64 no earlier run used (Redis keeps counters between runs for a minute). */
const freshPrefix = () => `2001:db8:${randomInt(65_536).toString(16)}:${randomInt(65_536).toString(16)}`;

describe('the per-account limit of sign-in', () => {
  let testApp: TestApp;
  let user: User;
  beforeAll(async () => {
    testApp = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });
    user = await createUser(testApp.orm);
  });
  afterAll(async () => testApp?.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

  it('stops guesses spread over many addresses, and never counts successful sign-ins', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await login(user.username, TEST_PASSWORD, `192.0.2.${index + 1}`)).statusCode).toBe(200);
    }
    for (let index = 0; index < 3; index += 1) {
      expect((await login(user.username, 'pas-le-bon', `198.51.100.${index + 1}`)).statusCode).toBe(401);
    }
    // Even the right password, from yet another address, waits now; with another case too.
    const refused = await login(user.username.toUpperCase(), TEST_PASSWORD, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Trop de tentatives sur ce compte\. Veuillez réessayer dans \d+ minutes\.$/,
    );
    // Another account is not concerned.
    const other = await createUser(testApp.orm);
    expect((await login(other.username, TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });
});

describe('the progressive delay of sign-in', () => {
  let testApp: TestApp;
  let user: User;
  const delays: number[] = [];
  beforeAll(async () => {
    testApp = await buildTestApp(
      { RATE_LIMIT_LOGIN_PER_ACCOUNT: '6' },
      {
        pause: async (ms) => {
          delays.push(ms);
        },
      },
    );
    user = await createUser(testApp.orm);
  });
  afterAll(async () => testApp?.close());

  const login = (password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: `198.51.100.${randomInt(1, 255)}`,
      payload: { username: user.username, password },
    });

  it('makes each attempt after failures on the account wait twice as long, 8 s at most, from any address', async () => {
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    expect(delays).toEqual([]);
    for (let index = 0; index < 5; index += 1) expect((await login('pas-le-bon')).statusCode).toBe(401);
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000]);
    // The owner waits too (8 s at most), then gets in: a delay, not a lock.
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    expect(delays.at(-1)).toBe(8_000);
  });
});

describe('the per-IP limit of sign-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2', TRUST_PROXY: '1' });
  });
  afterAll(async () => testApp?.close());

  const attempt = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers,
      payload: { username: 'personne', password: 'pas-le-bon-mot-de-passe' },
    });

  it('counts an IPv6 client by its /64', async () => {
    const prefix = freshPrefix();
    expect((await attempt({}, `${prefix}::1`)).statusCode).toBe(401);
    expect((await attempt({}, `${prefix}::2`)).statusCode).toBe(401);
    expect((await attempt({}, `${prefix}:0:0:0:ffff`)).statusCode).toBe(429);
    expect((await attempt({}, `${freshPrefix()}::1`)).statusCode).toBe(401);
  });

  it('behind one proxy, takes the address it saw: a client writing its own X-Forwarded-For gains nothing', async () => {
    const client = `203.0.113.${randomInt(1, 255)}`;
    for (const spoofed of ['1.1.1.1', '8.8.8.8']) {
      expect((await attempt({ 'x-forwarded-for': `${spoofed}, ${client}` })).statusCode).toBe(401);
    }
    expect((await attempt({ 'x-forwarded-for': `9.9.9.9, ${client}` })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count, true as one hop, or addresses and CIDR ranges, and refuses anything else', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,192.0.2.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.1',
    ]);
    for (const bad of ['nginx', '10.0.0.0/33', '300.1.1.1']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(EnvError);
    }
  });

  it('with a CIDR list, trusts only those proxies', async () => {
    const testApp = await buildTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8' });
    try {
      const from = (remoteAddress: string, forwarded: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
          payload: { username: 'personne', password: 'pas-le-bon-mot-de-passe' },
        });
      // Through the trusted balancer: each client is itself.
      expect((await from('10.1.2.3', '203.0.113.10')).statusCode).toBe(401);
      expect((await from('10.1.2.3', '203.0.113.11')).statusCode).toBe(401);
      // Straight from the internet, the header is ignored: the same address each time.
      expect((await from('198.51.100.77', '203.0.113.12')).statusCode).toBe(401);
      expect((await from('198.51.100.77', '203.0.113.13')).statusCode).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});
