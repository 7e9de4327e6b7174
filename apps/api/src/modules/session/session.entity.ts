import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** Who a session signs in: a client of the client area, or a member of our staff in the back office. */
export const SESSION_ROLES = ['client', 'admin'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

/**
 * Where a session stands: `active` opens what its role opens; `second-factor` has passed the
 * password but still waits for the second factor, and opens nothing until it is promoted.
 */
export const SESSION_STAGES = ['active', 'second-factor'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];

/**
 * A server-side session, of a client or of the back office (spec 000 §3: sid, expire). `sid` holds
 * the SHA-256 of the session id (hex), never the id the cookie carries (`sessionKeyOf`); `publicId`
 * is the one a user may see and name (the list of their sessions, ending one of them): it opens
 * nothing. `expire` is the end of the idle lifetime, pushed back by every request and never past
 * the absolute end (`createdAt` + the role's absolute lifetime).
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    sid: p.string().length(255).primary(),
    publicId: p.uuid().unique('session_public_id_unique'),
    role: p.enum(SESSION_ROLES),
    stage: p.enum(SESSION_STAGES),
    /**
     * The signed-in client (`app_user.id`) for the role `client`, the staff account (`admin_account.id`)
     * for the role `admin`; null for the back office's bootstrap-password sessions.
     */
    userId: p.integer().nullable().index('session_user_id_index'),
    expire: p.datetime().index('session_expire_index'),
    /** The sign-in. */
    createdAt: p.datetime(),
    lastUsedAt: p.datetime(),
    /** The browser's User-Agent at sign-in (cut to 512 characters), to tell the user's devices apart. */
    userAgent: p.string().length(512).nullable(),
    /** The address of the last request (behind the proxy: X-Forwarded-For, with TRUST_PROXY). */
    ip: p.string().length(64).nullable(),
  },
});
export type Session = InferEntity<typeof Session>;
