import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/**
 * A password-reset link (`password_reset_token`): only the SHA-256 of its token is stored, so a
 * copy of the table opens no account. Valid until `expiresAt`, once (`usedAt`).
 */
export const PasswordResetToken = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_token',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique('password_reset_token_token_hash_unique'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PasswordResetToken = InferEntity<typeof PasswordResetToken>;
