import type { EntityManager } from '@mikro-orm/core';
import { ConflictError } from '../../lib/errors.ts';
import type { BillingConfig } from '../billing/billing-config.ts';
import { BILLING_OFF_MESSAGE } from './start-checkout.ts';
import { storedOf, subscriptionRowOf } from './subscription-record.ts';
import { cancellationDate, resolveSubscription } from './subscription-state.ts';

const NOTHING_TO_CANCEL = "Vous n'avez pas d'abonnement payant en cours à résilier.";

/**
 * POST /api/subscription/cancel: the subscription ends at the end of the period (or of the next one
 * when the CGV's notice no longer fits in it). The provider is told; its webhook records it.
 */
export async function cancelSubscription(
  em: EntityManager,
  billing: BillingConfig | null,
  userId: number,
  now: Date = new Date(),
): Promise<{ cancelAt: string }> {
  if (!billing) throw new ConflictError(BILLING_OFF_MESSAGE);
  const row = await subscriptionRowOf(em, userId);
  const resolved = resolveSubscription(storedOf(row), { now, billingEnabled: true });
  if (!row.providerSubscriptionId || !resolved.currentPeriodEnd || !resolved.interval) {
    throw new ConflictError(NOTHING_TO_CANCEL);
  }
  if (resolved.status === 'canceled') throw new ConflictError('Votre abonnement est déjà résilié.');
  if (resolved.status !== 'active' && resolved.status !== 'past_due')
    throw new ConflictError(NOTHING_TO_CANCEL);
  const cancelAt = cancellationDate(resolved.currentPeriodEnd, resolved.interval, now);
  await billing.stripe.subscriptions.update(row.providerSubscriptionId, {
    cancel_at: Math.floor(cancelAt.getTime() / 1000),
    proration_behavior: 'none',
  });
  return { cancelAt: cancelAt.toISOString() };
}

/** POST /api/subscription/resume: a canceled subscription that has not ended yet goes on. */
export async function resumeSubscription(
  em: EntityManager,
  billing: BillingConfig | null,
  userId: number,
  now: Date = new Date(),
): Promise<void> {
  if (!billing) throw new ConflictError(BILLING_OFF_MESSAGE);
  const row = await subscriptionRowOf(em, userId);
  const resolved = resolveSubscription(storedOf(row), { now, billingEnabled: true });
  if (!row.providerSubscriptionId || resolved.status !== 'canceled') {
    throw new ConflictError("Votre abonnement n'est pas résilié : il n'y a rien à reprendre.");
  }
  await billing.stripe.subscriptions.update(row.providerSubscriptionId, { cancel_at: '' });
}

/** POST /api/subscription/portal: the provider's page for the payment method and the billing details. */
export async function openBillingPortal(
  em: EntityManager,
  billing: BillingConfig | null,
  userId: number,
  returnUrl: string,
): Promise<{ url: string }> {
  if (!billing) throw new ConflictError(BILLING_OFF_MESSAGE);
  const row = await subscriptionRowOf(em, userId);
  if (!row.providerCustomerId) {
    throw new ConflictError("Aucun moyen de paiement n'est enregistré : souscrivez d'abord à une formule.");
  }
  const session = await billing.stripe.billingPortal.sessions.create({
    customer: row.providerCustomerId,
    return_url: returnUrl,
    locale: 'fr',
  });
  return { url: session.url };
}
