import { ADMIN_SESSION_IDLE_MS } from '@dirigeo/schemas';
import type { SessionRole } from './session.entity.ts';

/** How long a session lasts: `idleMs` after its last request, `absoluteMs` after its sign-in at most. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/**
 * By default a client's session ends after 30 minutes without a request, and 12 hours after its
 * sign-in however it is used: OWASP ASVS 4.0 §3.3.2 at level 2 (SESSION_IDLE_TIMEOUT_MINUTES and
 * SESSION_ABSOLUTE_TIMEOUT_HOURS change them).
 */
export const DEFAULT_SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const DEFAULT_SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/**
 * The back office's session, whatever the clients' settings: 30 minutes without a request, 12 hours
 * at most, and its cookie ends with the browser (the legal pages print these: `adminSessionLifetime`).
 */
export const ADMIN_SESSION_LIFETIME: SessionLifetime = {
  idleMs: ADMIN_SESSION_IDLE_MS,
  absoluteMs: 12 * 60 * 60 * 1000,
};

/**
 * How often a used session's end moves, at most: once a minute. Each move writes its row and sends
 * its cookie again (the same end in both); the requests in between cost a read only. A session used
 * at least once in its idle lifetime never ends before its absolute end.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** When a session used `now` ends unless used again: its idle end, never past its absolute end. */
export function sessionEndAfterUse(lifetime: SessionLifetime, signedInAt: number, now: number): number {
  return Math.min(now + lifetime.idleMs, signedInAt + lifetime.absoluteMs);
}

export type SessionLifetimes = Record<SessionRole, SessionLifetime>;
