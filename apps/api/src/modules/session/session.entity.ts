import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A server-side session (spec 000 §3: sid, sess, expire). `sid` holds the SHA-256 of the session id
 * (hex), never the id the cookie carries (`sessionKeyOf`). `userId` is ours: it lets a password
 * change end the user's other sessions without scanning every session's JSON.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    sid: p.string().length(255).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime().index('session_expire_index'),
    userId: p.integer().nullable().index('session_user_id_index'),
  },
});
export type Session = InferEntity<typeof Session>;
