import { createHash, randomBytes } from 'node:crypto';
import type { NewsletterSubscription as SubscriptionInput } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { BadRequestError } from '../../lib/errors.ts';
import { CollectiveAgreement } from '../collective-agreement/collective-agreement.entity.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { newsletterConfirmationMail } from '../mail/templates/newsletter-confirmation.ts';
import { NewsletterConfirmation } from './newsletter-confirmation.entity.ts';

/** How long the confirmation link of a subscription stays valid. */
const NEWSLETTER_CONFIRMATION_VALID_DAYS = 7;

/** Within this delay, asking again for the same address sends no second e-mail (the first is on its way). */
const RESEND_AFTER_MS = 5 * 60_000;

/** The SHA-256 of a confirmation token, in hex: what the table keeps. */
export function newsletterConfirmationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Asks to subscribe an address to the newsletter (POST /api/newsletter-subscription), or to renew
 * or change a subscription, or to come back after unsubscribing: double opt-in, the answers wait in
 * `newsletter_confirmation` and a link goes to the address; only following it subscribes
 * (`confirmNewsletterSubscription`). The same answer whatever the address, so the form tells
 * nobody who subscribed. Every agreement must be one of the national agreements we know.
 */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: SubscriptionInput,
  context: { ipAddress: string | null; publicUrl: string },
  now: Date = new Date(),
): Promise<void> {
  if (input.conventionsCollectives.length > 0) {
    const known = new Set(
      (
        await em.find(
          CollectiveAgreement,
          { idcc: { $in: input.conventionsCollectives } },
          { fields: ['idcc'] },
        )
      ).map((agreement) => agreement.idcc),
    );
    const unknown = input.conventionsCollectives.filter((idcc) => !known.has(idcc));
    if (unknown.length > 0) {
      throw new BadRequestError(
        unknown.length === 1
          ? `Convention collective inconnue : IDCC ${unknown[0]}.`
          : `Conventions collectives inconnues : IDCC ${unknown.join(', ')}.`,
      );
    }
  }
  // Links past their validity are forgotten (the table holds only what waits for an answer).
  await em.nativeDelete(NewsletterConfirmation, { expiresAt: { $lte: now } });
  const pending = await em.findOne(NewsletterConfirmation, { email: input.email });
  if (pending && now.getTime() - pending.createdAt.getTime() < RESEND_AFTER_MS) return;
  if (pending) await em.nativeDelete(NewsletterConfirmation, { id: pending.id });
  const token = randomBytes(32).toString('base64url');
  em.create(NewsletterConfirmation, {
    email: input.email,
    prenom: input.prenom,
    conventionsCollectives: input.conventionsCollectives,
    consentIpAddress: context.ipAddress?.slice(0, 45) ?? null,
    tokenHash: newsletterConfirmationTokenHash(token),
    expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRMATION_VALID_DAYS * 86_400_000),
    createdAt: now,
  });
  queueMail(
    em,
    input.email,
    newsletterConfirmationMail({
      prenom: input.prenom,
      url: `${context.publicUrl}/newsletter/confirmation?token=${encodeURIComponent(token)}`,
      validDays: NEWSLETTER_CONFIRMATION_VALID_DAYS,
    }),
  );
  await em.flush();
}
