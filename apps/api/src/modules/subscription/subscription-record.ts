import type { EntityManager } from '@mikro-orm/core';
import type { Subscription as SubscriptionView } from '@dirigeo/schemas';
import { freeTrial } from '@dirigeo/site-content';
import { User } from '../user/user.entity.ts';
import {
  addDays,
  type ResolvedSubscription,
  resolveSubscription,
  type StoredSubscription,
} from './subscription-state.ts';
import { Subscription } from './subscription.entity.ts';

/** The stored subscription of a row, for the state machine. */
export function storedOf(row: Subscription): StoredSubscription {
  const provider =
    row.providerStatus && row.providerPlan && row.providerInterval && row.currentPeriodEnd
      ? {
          status: row.providerStatus,
          plan: row.providerPlan,
          interval: row.providerInterval,
          currentPeriodEnd: row.currentPeriodEnd,
          cancelAt: row.cancelAt ?? null,
          pastDueSince: row.pastDueSince ?? null,
        }
      : null;
  return {
    chosenPlan: row.chosenPlan,
    chosenInterval: row.chosenInterval ?? null,
    trialEndsAt: row.trialEndsAt ?? null,
    complimentaryPlan: row.complimentaryPlan ?? null,
    provider,
  };
}

/** Writes the state machine's result back on the row. */
export function writeStored(row: Subscription, stored: StoredSubscription): void {
  row.chosenPlan = stored.chosenPlan;
  row.chosenInterval = stored.chosenInterval;
  row.trialEndsAt = stored.trialEndsAt;
  row.complimentaryPlan = stored.complimentaryPlan;
  const provider = stored.provider;
  row.providerStatus = provider?.status ?? null;
  row.providerPlan = provider?.plan ?? null;
  row.providerInterval = provider?.interval ?? null;
  row.currentPeriodEnd = provider?.currentPeriodEnd ?? null;
  row.cancelAt = provider?.cancelAt ?? null;
  row.pastDueSince = provider?.pastDueSince ?? null;
}

/**
 * The user's subscription row; an account registered before subscriptions existed gets one, its
 * trial counted from its registration (so, long over, Freemium while billing is on).
 */
export async function subscriptionRowOf(em: EntityManager, userId: number): Promise<Subscription> {
  const row = await em.findOne(Subscription, { user: userId });
  if (row) return row;
  const user = await em.findOneOrFail(User, userId);
  const created = em.create(Subscription, {
    user,
    chosenPlan: 'essentielle',
    chosenInterval: null,
    trialEndsAt: addDays(user.createdAt, freeTrial.days),
  });
  await em.flush();
  return created;
}

/** Where the user's subscription stands now: what the gates read. */
export async function resolveSubscriptionOf(
  em: EntityManager,
  userId: number,
  billingEnabled: boolean,
  now: Date = new Date(),
): Promise<ResolvedSubscription> {
  const row = await em.findOne(Subscription, { user: userId });
  if (!row) {
    const user = await em.findOneOrFail(User, userId);
    const stored: StoredSubscription = {
      chosenPlan: 'essentielle',
      chosenInterval: null,
      trialEndsAt: addDays(user.createdAt, freeTrial.days),
      complimentaryPlan: null,
      provider: null,
    };
    return resolveSubscription(stored, { now, billingEnabled });
  }
  return resolveSubscription(storedOf(row), { now, billingEnabled });
}

/** GET /api/subscription. */
export async function getSubscription(
  em: EntityManager,
  userId: number,
  billingEnabled: boolean,
  now: Date = new Date(),
): Promise<SubscriptionView> {
  const row = await subscriptionRowOf(em, userId);
  const resolved = resolveSubscription(storedOf(row), { now, billingEnabled });
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    plan: resolved.plan,
    interval: resolved.interval,
    status: resolved.status,
    demo: resolved.demo,
    trialEndsAt: iso(resolved.trialEndsAt),
    currentPeriodEnd: iso(resolved.currentPeriodEnd),
    cancelAt: iso(resolved.cancelAt),
    graceEndsAt: iso(resolved.graceEndsAt),
    chosenPlan: row.chosenPlan,
    billingEnabled,
    hasPaymentAccount: billingEnabled && row.providerCustomerId != null,
  };
}
