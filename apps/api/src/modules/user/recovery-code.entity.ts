import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.ts';

/**
 * One of the ten single-use recovery codes of an account with two-factor sign-in
 * (`two_factor_recovery_code`): only its argon2id hash is stored, so a copy of the table gives no
 * code away; `usedAt` once it has served.
 */
export const RecoveryCode = defineEntity({
  name: 'RecoveryCode',
  tableName: 'two_factor_recovery_code',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('two_factor_recovery_code_user_id_index'),
    codeHash: p.string().length(255),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RecoveryCode = InferEntity<typeof RecoveryCode>;
