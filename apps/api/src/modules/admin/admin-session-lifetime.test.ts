import { ADMIN_SESSION_IDLE_MS } from '@dirigeo/schemas';
import { adminSessionLifetime } from '@dirigeo/site-content';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_LIFETIME_MS } from './admin-session-store.ts';

describe('the admin session', () => {
  it('lasts what the legal pages print: 30 minutes without a request, 12 hours at most', () => {
    expect(ADMIN_SESSION_IDLE_MS).toBe(adminSessionLifetime.idleMinutes * 60 * 1000);
    expect(ADMIN_SESSION_LIFETIME_MS).toBe(adminSessionLifetime.absoluteHours * 60 * 60 * 1000);
  });
});
