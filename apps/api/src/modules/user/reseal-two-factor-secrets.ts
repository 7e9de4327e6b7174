import type { EntityManager } from '@mikro-orm/core';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { User } from './user.entity.ts';

/**
 * Seals again, under the current key, the TOTP secrets sealed under an older one (SESSION_SECRET
 * rotated: its first secret is new): once done, the old secret can leave SESSION_SECRET without
 * locking anyone out. Run at start-up and hourly; answers how many it re-sealed, and how many no
 * configured key opens (a secret dropped too early: those accounts sign in with a recovery code).
 */
export async function resealTwoFactorSecrets(
  em: EntityManager,
  box: SecretBox,
): Promise<{ resealed: number; unreadable: number }> {
  const users = await em.find(
    User,
    { $or: [{ twoFactorSecret: { $ne: null } }, { twoFactorPendingSecret: { $ne: null } }] },
    { fields: ['id', 'twoFactorSecret', 'twoFactorPendingSecret'] },
  );
  let resealed = 0;
  let unreadable = 0;
  for (const user of users) {
    const changes: { twoFactorSecret?: string; twoFactorPendingSecret?: string } = {};
    for (const field of ['twoFactorSecret', 'twoFactorPendingSecret'] as const) {
      const sealed = user[field];
      if (!sealed || !box.needsResealing(sealed)) continue;
      const plain = box.tryOpen(sealed);
      if (plain === null) unreadable += 1;
      else changes[field] = box.seal(plain);
    }
    if (Object.keys(changes).length === 0) continue;
    // Only if unchanged meanwhile (a set-up or a turning off in between wins).
    resealed += await em.nativeUpdate(
      User,
      {
        id: user.id,
        twoFactorSecret: user.twoFactorSecret ?? null,
        twoFactorPendingSecret: user.twoFactorPendingSecret ?? null,
      },
      changes,
    );
  }
  return { resealed, unreadable };
}
