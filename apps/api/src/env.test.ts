import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionLifetime } from '@dirigeo/site-content';
import { describe, expect, it, vi } from 'vitest';
import { EnvError, parseEnv, resolveSessionSecrets } from './env.ts';
import {
  DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS,
  DEFAULT_SESSION_IDLE_TIMEOUT_MS,
} from './plugins/app/session.ts';

describe('environment', () => {
  it('runs with no configuration at all', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RATE_LIMIT_AUTH_PER_MINUTE).toBe(10);
    expect(env.RATE_LIMIT_PUBLIC_PER_MINUTE).toBe(10);
    expect(parseEnv({ RATE_LIMIT_PUBLIC_PER_MINUTE: '0' }).RATE_LIMIT_PUBLIC_PER_MINUTE).toBe(0);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SESSION_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['RATE_LIMIT_AUTH_PER_MINUTE', '-1'],
    ['RATE_LIMIT_PUBLIC_PER_MINUTE', 'dix'],
    ['ALLOWED_ORIGINS', 'localhost:5173'],
    ['ALLOWED_ORIGINS', 'https://app.example/path'],
  ])('names the bad variable %s', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^[\\s\\S]*${name}:`));
  });

  it('generates a session secret once, keeps it in DATA_DIR and warns', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dirigeo-env-'));
    const warn = vi.fn();
    const env = parseEnv({ DATA_DIR: dataDir });
    const first = resolveSessionSecrets(env, warn);
    const second = resolveSessionSecrets(env, warn);
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveLength(64);
    expect(second).toEqual(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first[0]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses SESSION_SECRET when it is set, several secrets comma-separated, the signing one first', () => {
    const secret = 'x'.repeat(40);
    expect(resolveSessionSecrets(parseEnv({ SESSION_SECRET: secret }), () => {})).toEqual([secret]);
    const older = 'y'.repeat(32);
    expect(parseEnv({ SESSION_SECRET: `${secret}, ${older}` }).SESSION_SECRET).toEqual([secret, older]);
    expect(() => parseEnv({ SESSION_SECRET: `${secret},short` })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ SESSION_SECRET: ' , ' })).toThrow(/SESSION_SECRET/);
  });

  it('ends sessions after the lifetime the legal pages print, the session plugin agreeing', () => {
    const env = parseEnv({});
    expect(env.SESSION_IDLE_TIMEOUT_MINUTES).toBe(sessionLifetime.idleMinutes);
    expect(env.SESSION_ABSOLUTE_TIMEOUT_HOURS).toBe(sessionLifetime.absoluteHours);
    // The plugin's own defaults (used when it is given none) say the same.
    expect(DEFAULT_SESSION_IDLE_TIMEOUT_MS).toBe(sessionLifetime.idleMinutes * 60 * 1000);
    expect(DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS).toBe(sessionLifetime.absoluteHours * 60 * 60 * 1000);
  });

  it('ends sessions 12 hours after their sign-in by default', () => {
    expect(parseEnv({}).SESSION_ABSOLUTE_TIMEOUT_HOURS).toBe(12);
    expect(parseEnv({ SESSION_ABSOLUTE_TIMEOUT_HOURS: '8' }).SESSION_ABSOLUTE_TIMEOUT_HOURS).toBe(8);
    expect(() => parseEnv({ SESSION_ABSOLUTE_TIMEOUT_HOURS: '0' })).toThrow(/SESSION_ABSOLUTE_TIMEOUT_HOURS/);
  });

  it('allows the Vite dev server by default in development only, and parses ALLOWED_ORIGINS', () => {
    expect(parseEnv({}).ALLOWED_ORIGINS).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(parseEnv({ NODE_ENV: 'production' }).ALLOWED_ORIGINS).toEqual([]);
    expect(
      parseEnv({ ALLOWED_ORIGINS: 'https://app.example, http://localhost:4321/' }).ALLOWED_ORIGINS,
    ).toEqual(['https://app.example', 'http://localhost:4321']);
  });
});

describe('billing configuration', () => {
  it('is off without STRIPE_SECRET_KEY', () => {
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('refuses a key without its webhook secret and its four prices, naming each', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_COMPLETE_YEAR: 'price_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PRICE_ESSENTIELLE_MONTH[\s\S]*STRIPE_PRICE_COMPLETE_MONTH/,
    );
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_COMPLETE_YEAR: 'price_x' }),
    ).not.toThrow(/STRIPE_PRICE_COMPLETE_YEAR/);
  });

  it('takes another API address for tests', () => {
    expect(() => parseEnv({ STRIPE_API_BASE: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_BASE/);
  });
});
