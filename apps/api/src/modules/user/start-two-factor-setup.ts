import type { EntityManager } from '@mikro-orm/core';
import type { TwoFactorSetup } from '@dirigeo/schemas';
import QRCode from 'qrcode';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { ConflictError } from '../../lib/errors.ts';
import { findCurrentUser } from './find-current-user.ts';
import { newTotpSecret, totpUri } from './totp.ts';
import { User } from './user.entity.ts';

export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'L’authentification à deux facteurs est déjà activée';

/**
 * Starts setting up two-factor sign-in: a new secret, kept sealed as the pending one until a first
 * code confirms it (`enableTwoFactor`), and what the authenticator app needs: the QR code (an SVG
 * made here, so the portal ships no QR code library) and the secret to type by hand.
 */
export async function startTwoFactorSetup(
  em: EntityManager,
  box: SecretBox,
  userId: number,
): Promise<TwoFactorSetup> {
  const user = await findCurrentUser(em, userId);
  if (user.twoFactorEnabledAt) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  await em.nativeUpdate(User, { id: userId }, { twoFactorPendingSecret: box.seal(secret) });
  const otpauthUri = totpUri(secret, user.email);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}
