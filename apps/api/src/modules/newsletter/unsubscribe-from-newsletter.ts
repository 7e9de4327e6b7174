import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';

/**
 * Ends the subscription whose unsubscribe link carries `token`. Idempotent: the same link used
 * twice leaves it ended. Only what proves the consent stays (the address, marked unsubscribed, and
 * when and from where it was given) until the privacy policy's retention period ends; the first
 * name and the agreements followed are erased at once (RGPD art. 5.1.c, data minimisation). The
 * answer carries the first name one last time, for the confirmation page.
 */
export async function unsubscribeFromNewsletter(
  em: EntityManager,
  token: string,
): Promise<{ prenom: string }> {
  const subscription = await em.findOne(NewsletterSubscription, { unsubscribeToken: token });
  if (!subscription) throw new NotFoundError('Ce lien de désinscription est invalide ou a expiré.');
  const { prenom } = subscription;
  subscription.unsubscribedAt ??= new Date();
  subscription.prenom = '';
  subscription.conventionsCollectives = [];
  await em.flush();
  return { prenom };
}
