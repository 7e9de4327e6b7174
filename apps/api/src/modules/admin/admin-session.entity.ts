import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A session of the /admin back office, apart from the clients' sessions (issue 15): its own table
 * and its own cookie, so that neither kind of session ever opens the other's routes. The cookie
 * carries a random token; the table keeps only its SHA-256, so that a read of the table opens
 * nothing. It ends 30 minutes after its last request (`expiresAt`, pushed back by each request)
 * and at the latest `endsAt`, 12 hours after the sign-in.
 */
export const AdminSession = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_session',
  properties: {
    /** SHA-256 of the cookie's token, in hex. */
    tokenHash: p.string().length(64).primary(),
    createdAt: p.datetime(),
    /** 30 minutes after the last request, never later than `endsAt`. */
    expiresAt: p.datetime().index('admin_session_expires_at_index'),
    /** The absolute end: 12 hours after the sign-in, however busy the session. */
    endsAt: p.datetime(),
  },
});
export type AdminSession = InferEntity<typeof AdminSession>;
