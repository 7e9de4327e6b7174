import type { SubscriptionStatus } from '@dirigeo/schemas';
import {
  type BillingInterval,
  freeTrial,
  type PaidPlanId,
  type PlanAccess,
  type PlanId,
  salesTerms,
} from '@dirigeo/site-content';

/**
 * The subscription's state machine, pure (issue 26). What is stored: the plan the client chose
 * (a wish), the trial's end, a plan given without payment (the demo account), and the last word
 * of the payment provider. What the account may use is resolved from those and the time, so a trial
 * or a grace period ends by itself, without a job.
 *
 *   registration ─► trialing (14 days, Essentielle in demo mode) ─► freemium
 *        │                 └── checkout paid ──► active ─┬─ payment fails ─► past_due ─┬─ paid ─► active
 *        │                                               │                            └─ 14 days ─► freemium
 *        │                                               └─ cancel ─► canceled (until cancelAt) ─► freemium
 *        └── billing off / demo account ─► complimentary (the plan chosen / Complète)
 */

/** The provider's statuses of a subscription (Stripe's), as far as they matter here. */
export type ProviderStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** The provider's last word on the paid subscription. */
export interface ProviderSubscription {
  readonly status: ProviderStatus;
  readonly plan: PaidPlanId;
  readonly interval: BillingInterval;
  readonly currentPeriodEnd: Date;
  /** When it ends, if it was canceled (at the period's end or at a date). */
  readonly cancelAt: Date | null;
  /** Since when a payment is failing (set when it turns past_due, kept while it stays so). */
  readonly pastDueSince: Date | null;
}

/** What is stored for one account. */
export interface StoredSubscription {
  readonly chosenPlan: PlanId;
  readonly chosenInterval: BillingInterval | null;
  readonly trialEndsAt: Date | null;
  /** A plan given without payment (the demo account), whatever the provider says. */
  readonly complimentaryPlan: PlanId | null;
  readonly provider: ProviderSubscription | null;
}

/** Where the subscription stands now, and what the account may use. */
export interface ResolvedSubscription extends PlanAccess {
  readonly status: SubscriptionStatus;
  readonly interval: BillingInterval | null;
  readonly trialEndsAt: Date | null;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAt: Date | null;
  readonly graceEndsAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Registration (or the wizard) starts the trial: 14 days from now, whatever plan was chosen. */
export function startTrial(
  now: Date,
  chosenPlan: PlanId,
  chosenInterval: BillingInterval | null,
): StoredSubscription {
  return {
    chosenPlan,
    chosenInterval,
    trialEndsAt: addDays(now, freeTrial.days),
    complimentaryPlan: null,
    provider: null,
  };
}

/**
 * The provider's new word (from a webhook): it replaces the last one. A payment failing since
 * before keeps its first date, so the grace period is not restarted by each retry.
 */
export function applyProviderSubscription(
  stored: StoredSubscription,
  next: Omit<ProviderSubscription, 'pastDueSince'>,
  now: Date,
): StoredSubscription {
  const failing = next.status === 'past_due' || next.status === 'unpaid';
  const previous = stored.provider;
  const pastDueSince = failing ? (previous?.pastDueSince ?? now) : null;
  return {
    ...stored,
    chosenPlan: next.plan,
    chosenInterval: next.interval,
    provider: { ...next, pastDueSince },
  };
}

export interface ResolveOptions {
  readonly now: Date;
  /** False when the server takes no payment: every account is on the plan it chose. */
  readonly billingEnabled: boolean;
}

/** Where the subscription stands at `now`. */
export function resolveSubscription(
  stored: StoredSubscription,
  { now, billingEnabled }: ResolveOptions,
): ResolvedSubscription {
  const none = {
    interval: null,
    trialEndsAt: null,
    currentPeriodEnd: null,
    cancelAt: null,
    graceEndsAt: null,
  };
  if (stored.complimentaryPlan || !billingEnabled) {
    return {
      ...none,
      status: 'complimentary',
      plan: stored.complimentaryPlan ?? stored.chosenPlan,
      demo: false,
    };
  }
  const provider = stored.provider;
  if (provider) {
    const paid = {
      plan: provider.plan,
      demo: false,
      interval: provider.interval,
      trialEndsAt: null,
      currentPeriodEnd: provider.currentPeriodEnd,
      cancelAt: provider.cancelAt,
      graceEndsAt: null,
    };
    const ended = provider.cancelAt !== null && now >= provider.cancelAt;
    switch (provider.status) {
      case 'active':
      case 'trialing':
        if (!ended) return { ...paid, status: provider.cancelAt ? 'canceled' : 'active' };
        return { ...none, status: 'freemium', plan: 'freemium', demo: false };
      case 'past_due':
      case 'unpaid': {
        const graceEndsAt = addDays(provider.pastDueSince ?? now, salesTerms.paymentGraceDays);
        if (now < graceEndsAt && !ended) return { ...paid, status: 'past_due', graceEndsAt };
        return { ...none, status: 'freemium', plan: 'freemium', demo: false };
      }
      case 'canceled':
      case 'incomplete_expired':
      case 'paused':
        return { ...none, status: 'freemium', plan: 'freemium', demo: false };
      case 'incomplete':
        // The first payment is under way (a SEPA debit takes days): the trial goes on meanwhile.
        break;
    }
  }
  if (stored.trialEndsAt && now < stored.trialEndsAt) {
    return { ...none, status: 'trialing', plan: 'essentielle', demo: true, trialEndsAt: stored.trialEndsAt };
  }
  return { ...none, status: 'freemium', plan: 'freemium', demo: false };
}

/**
 * When a cancellation asked for at `now` takes effect (CGV): at the end of the current period if
 * the notice (15 days monthly, 1 month yearly) fits before it, else at the end of the next one.
 */
export function cancellationDate(currentPeriodEnd: Date, interval: BillingInterval, now: Date): Date {
  const noticeEnds =
    interval === 'month'
      ? addDays(now, salesTerms.monthlyNoticeDays)
      : addMonths(now, salesTerms.annualNoticeMonths);
  if (noticeEnds <= currentPeriodEnd) return currentPeriodEnd;
  return interval === 'month' ? addMonths(currentPeriodEnd, 1) : addMonths(currentPeriodEnd, 12);
}

/** The same day `months` later (the last day of a shorter month), as billing periods run. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
