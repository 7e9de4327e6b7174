import { ADMIN_SESSION_IDLE_MS } from '@dirigeo/schemas';
import { adminSessionLifetime, sessionLifetime } from '@dirigeo/site-content';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SESSION_LIFETIME,
  DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS,
  DEFAULT_SESSION_IDLE_TIMEOUT_MS,
  sessionEndAfterUse,
} from './session-lifetime.ts';

describe('the session lifetimes', () => {
  it('last what the legal pages print, for the back office and by default for the clients', () => {
    expect(ADMIN_SESSION_IDLE_MS).toBe(adminSessionLifetime.idleMinutes * 60 * 1000);
    expect(ADMIN_SESSION_LIFETIME.idleMs).toBe(adminSessionLifetime.idleMinutes * 60 * 1000);
    expect(ADMIN_SESSION_LIFETIME.absoluteMs).toBe(adminSessionLifetime.absoluteHours * 60 * 60 * 1000);
    expect(DEFAULT_SESSION_IDLE_TIMEOUT_MS).toBe(sessionLifetime.idleMinutes * 60 * 1000);
    expect(DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS).toBe(sessionLifetime.absoluteHours * 60 * 60 * 1000);
  });

  it('end a used session at its idle end, never past its absolute end', () => {
    const lifetime = { idleMs: 30, absoluteMs: 100 };
    expect(sessionEndAfterUse(lifetime, 0, 10)).toBe(40);
    expect(sessionEndAfterUse(lifetime, 0, 90)).toBe(100);
  });
});
