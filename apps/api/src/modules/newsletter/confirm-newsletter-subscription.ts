import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { NewsletterConfirmation } from './newsletter-confirmation.entity.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';
import { newsletterConfirmationTokenHash } from './subscribe-to-newsletter.ts';

const INVALID_NEWSLETTER_CONFIRMATION_MESSAGE = 'Ce lien de confirmation est invalide ou a expiré.';

/**
 * Follows a newsletter confirmation link: the address proved it wants the newsletter, so the
 * subscription is created or renewed (new first name and agreements, consent dated now, back if
 * it had left), one row per address. The link works once: its row is deleted when followed. Returns the first name, for the confirmation page.
 */
export async function confirmNewsletterSubscription(
  em: EntityManager,
  token: string,
  now: Date = new Date(),
): Promise<{ prenom: string }> {
  return em.transactional(async (tx) => {
    const confirmation = await tx.findOne(NewsletterConfirmation, {
      tokenHash: newsletterConfirmationTokenHash(token),
      expiresAt: { $gt: now },
    });
    // Spent by the statement that deletes it: two clicks at once, one wins.
    if (!confirmation || (await tx.nativeDelete(NewsletterConfirmation, { id: confirmation.id })) === 0) {
      throw new NotFoundError(INVALID_NEWSLETTER_CONFIRMATION_MESSAGE);
    }
    await tx.upsert(
      NewsletterSubscription,
      {
        email: confirmation.email,
        prenom: confirmation.prenom,
        conventionsCollectives: confirmation.conventionsCollectives,
        consentAt: now,
        consentIpAddress: confirmation.consentIpAddress ?? null,
        unsubscribeToken: randomBytes(24).toString('base64url'),
        unsubscribedAt: null,
        createdAt: now,
        updatedAt: now,
      },
      {
        onConflictFields: ['email'],
        // The token of an existing subscription stays: links already sent keep working.
        onConflictMergeFields: [
          'prenom',
          'conventionsCollectives',
          'consentAt',
          'consentIpAddress',
          'unsubscribedAt',
          'updatedAt',
        ],
      },
    );
    return { prenom: confirmation.prenom };
  });
}
