import { randomBytes } from 'node:crypto';
import type { NewsletterSubscription as SubscriptionInput } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { BadRequestError } from '../../lib/errors.ts';
import { CollectiveAgreement } from '../collective-agreement/collective-agreement.entity.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';

/**
 * Subscribes an address to the newsletter (POST /api/newsletter-subscription), or renews an
 * existing subscription (new first name and agreements, new consent, resubscribed if it had left):
 * one row per address, and the same answer either way, so the form tells nobody who subscribed.
 * Every agreement must be one of the 390 national agreements we know.
 */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: SubscriptionInput,
  context: { ipAddress: string | null },
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
  const now = new Date();
  await em.upsert(
    NewsletterSubscription,
    {
      email: input.email,
      prenom: input.prenom,
      conventionsCollectives: input.conventionsCollectives,
      consentAt: now,
      consentIpAddress: context.ipAddress?.slice(0, 45) ?? null,
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
}
