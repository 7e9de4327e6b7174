import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';

/**
 * Ends the subscription whose unsubscribe link carries `token`. Idempotent: the same link used
 * twice leaves it ended. The row stays (the address is kept unsubscribed, not forgotten, until the
 * retention period of the privacy policy ends).
 */
export async function unsubscribeFromNewsletter(
  em: EntityManager,
  token: string,
): Promise<{ prenom: string }> {
  const subscription = await em.findOne(NewsletterSubscription, { unsubscribeToken: token });
  if (!subscription) throw new NotFoundError('Ce lien de désinscription est invalide ou a expiré.');
  subscription.unsubscribedAt ??= new Date();
  await em.flush();
  return { prenom: subscription.prenom };
}
