import type { EntityManager } from '@mikro-orm/core';
import type { CheckoutBody } from '@dirigeo/schemas';
import { ConflictError } from '../../lib/errors.ts';
import type { BillingConfig } from '../billing/billing-config.ts';
import { User } from '../user/user.entity.ts';
import { subscriptionRowOf } from './subscription-record.ts';
import { resolveSubscription } from './subscription-state.ts';
import { storedOf } from './subscription-record.ts';

export const BILLING_OFF_MESSAGE =
  "La facturation en ligne n'est pas activée sur ce serveur : aucun paiement n'est possible, votre compte reste sur la formule choisie.";

/** Where the payment pages send the user back: the settings' subscription tab. */
export interface ReturnUrls {
  success: string;
  cancel: string;
}

/**
 * POST /api/subscription/checkout: the payment page of a plan (Stripe Checkout: card or SEPA
 * Direct Debit, euros, in French). The plan asked for is recorded as the user's wish; nothing is
 * granted until the provider's webhook says it is paid. A subscriber who already pays changes plan
 * in place, prorated as the provider does, and goes back to the settings.
 */
export async function startCheckout(
  em: EntityManager,
  billing: BillingConfig | null,
  userId: number,
  body: CheckoutBody,
  urls: ReturnUrls,
  now: Date = new Date(),
): Promise<{ url: string }> {
  if (!billing) throw new ConflictError(BILLING_OFF_MESSAGE);
  const row = await subscriptionRowOf(em, userId);
  if (row.complimentaryPlan) {
    throw new ConflictError('Ce compte de démonstration dispose déjà de la formule Complète, sans paiement.');
  }
  const user = await em.findOneOrFail(User, userId);
  const price = billing.prices[body.plan][body.interval];
  const resolved = resolveSubscription(storedOf(row), { now, billingEnabled: true });

  row.chosenPlan = body.plan;
  row.chosenInterval = body.interval;
  user.subscriptionType = body.interval === 'month' ? 'monthly' : 'yearly';

  const paying = ['active', 'canceled', 'past_due'].includes(resolved.status) && row.providerSubscriptionId;
  if (paying && row.providerSubscriptionId) {
    const live = await billing.stripe.subscriptions.retrieve(row.providerSubscriptionId);
    const item = live.items.data[0];
    if (!item)
      throw new ConflictError("L'abonnement en cours ne peut pas être modifié : contactez le support.");
    if (item.price.id === price && !live.cancel_at) {
      throw new ConflictError('Vous avez déjà cette formule et cette périodicité.');
    }
    await billing.stripe.subscriptions.update(
      row.providerSubscriptionId,
      { items: [{ id: item.id, price }], proration_behavior: 'create_prorations', cancel_at: '' },
      { idempotencyKey: `change-${userId}-${row.providerSubscriptionId}-${price}-${now.getTime()}` },
    );
    await em.flush();
    return { url: urls.success };
  }

  if (!row.providerCustomerId) {
    const customer = await billing.stripe.customers.create(
      {
        email: user.email,
        name: user.company,
        preferred_locales: ['fr'],
        metadata: { userId: String(userId) },
      },
      { idempotencyKey: `customer-${userId}` },
    );
    row.providerCustomerId = customer.id;
  }
  await em.flush();

  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: row.providerCustomerId,
    client_reference_id: String(userId),
    line_items: [{ price, quantity: 1 }],
    // Card and SEPA Direct Debit: the payment method configuration enabling those two (the API
    // version of the SDK has no `payment_method_types`); unset, the account's default one.
    ...(billing.paymentMethodConfiguration
      ? { payment_method_configuration: billing.paymentMethodConfiguration }
      : {}),
    locale: 'fr',
    success_url: urls.success,
    cancel_url: urls.cancel,
    metadata: { userId: String(userId), plan: body.plan, interval: body.interval },
    subscription_data: { metadata: { userId: String(userId) } },
  });
  if (!session.url) throw new Error('the payment provider gave no checkout page');
  return { url: session.url };
}
