import type { EntityManager } from '@mikro-orm/core';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { AdminAccount } from './admin-account.entity.ts';

/**
 * Seals again, under the current key, the back-office accounts' TOTP secrets sealed under an older
 * one (SESSION_SECRET rotated), as `resealTwoFactorSecrets` does for the clients': once both have
 * run, the old secret can leave SESSION_SECRET without locking an admin out. Answers how many it
 * re-sealed, and how many no configured key opens (those admins are re-created: `admin:remove`,
 * `admin:create`).
 */
export async function resealAdminTotpSecrets(
  em: EntityManager,
  box: SecretBox,
): Promise<{ resealed: number; unreadable: number }> {
  const accounts = await em.find(AdminAccount, {}, { fields: ['id', 'totpSecret'] });
  let resealed = 0;
  let unreadable = 0;
  for (const account of accounts) {
    const sealed = account.totpSecret;
    if (!sealed || !box.needsResealing(sealed)) continue;
    const plain = box.tryOpen(sealed);
    if (plain === null) {
      unreadable += 1;
      continue;
    }
    // Only if unchanged meanwhile.
    resealed += await em.nativeUpdate(
      AdminAccount,
      { id: account.id, totpSecret: sealed },
      { totpSecret: box.seal(plain) },
    );
  }
  return { resealed, unreadable };
}
