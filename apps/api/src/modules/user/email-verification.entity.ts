import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/**
 * A link that proves an address (`email_verification`): the account's own at registration, or the
 * new one of an e-mail change, which replaces the account's only once its link is followed. Only
 * the SHA-256 of the token is stored; valid until `expiresAt`, once (`usedAt`).
 */
export const EmailVerification = defineEntity({
  name: 'EmailVerification',
  tableName: 'email_verification',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** The address the link proves, lower-cased. */
    email: p.string().length(255),
    tokenHash: p.string().length(64).unique('email_verification_token_hash_unique'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type EmailVerification = InferEntity<typeof EmailVerification>;
