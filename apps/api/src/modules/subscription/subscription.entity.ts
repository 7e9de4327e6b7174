import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { BILLING_INTERVALS, PAID_PLAN_IDS, PLAN_IDS } from '@dirigeo/site-content';
import { User } from '../user/user.entity.ts';
import type { ProviderStatus } from './subscription-state.ts';

const PROVIDER_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const satisfies readonly ProviderStatus[];

/**
 * One account's subscription (issue 26): the plan it chose (a wish), its trial, and the payment
 * provider's last word, written only by the webhook. `subscription-state.ts` resolves what the
 * account may use from it; the user's `subscriptionType` keeps recording the period chosen.
 */
export const Subscription = defineEntity({
  name: 'Subscription',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    chosenPlan: p.enum(PLAN_IDS),
    chosenInterval: p.enum(BILLING_INTERVALS).nullable(),
    trialEndsAt: p.datetime().nullable(),
    /** A plan given without payment (the demo account). */
    complimentaryPlan: p.enum(PLAN_IDS).nullable(),
    /** Stripe's customer (`cus_…`), created at the first checkout. */
    providerCustomerId: p.string().length(255).nullable().unique('subscription_provider_customer_id_unique'),
    /** Stripe's subscription (`sub_…`). */
    providerSubscriptionId: p.string().length(255).nullable(),
    providerStatus: p.enum(PROVIDER_STATUSES).nullable(),
    providerPlan: p.enum(PAID_PLAN_IDS).nullable(),
    providerInterval: p.enum(BILLING_INTERVALS).nullable(),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAt: p.datetime().nullable(),
    pastDueSince: p.datetime().nullable(),
    /** When the « trial ends in 3 days » e-mail was queued (once per account). */
    trialReminderSentAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Subscription = InferEntity<typeof Subscription>;

/**
 * A provider event already handled (its id): a replayed webhook changes nothing. Written in the
 * transaction that applies the event.
 */
export const BillingEvent = defineEntity({
  name: 'BillingEvent',
  properties: {
    id: p.string().length(255).primary(),
    type: p.string().length(255),
    receivedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BillingEvent = InferEntity<typeof BillingEvent>;
