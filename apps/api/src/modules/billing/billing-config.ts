import {
  BILLING_INTERVALS,
  type BillingInterval,
  PAID_PLAN_IDS,
  type PaidPlanId,
} from '@dirigeo/site-content';
import Stripe from 'stripe';
import type { Env } from '../../env.ts';

/** The payment provider as the billing uses it: the SDK's client, the webhook's secret, the prices. */
export interface BillingConfig {
  readonly stripe: Stripe;
  readonly webhookSecret: string;
  /** The payment method configuration (`pmc_…`) offering card and SEPA Direct Debit, if set. */
  readonly paymentMethodConfiguration: string | null;
  /** The settings' subscription tab, linked from the e-mails (PUBLIC_URL). */
  readonly settingsUrl: string;
  readonly prices: Readonly<Record<PaidPlanId, Readonly<Record<BillingInterval, string>>>>;
}

/**
 * Billing from the environment, or null when STRIPE_SECRET_KEY is unset (billing off: `env.ts`
 * checks that the rest is set with it). STRIPE_API_BASE points the SDK at another server (a fake
 * one in tests).
 */
export function billingConfigFromEnv(env: Env): BillingConfig | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key || !env.STRIPE_WEBHOOK_SECRET) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const stripe = new Stripe(key, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Dirigeo' },
  });
  const price = (name: keyof Env): string => {
    const value = env[name];
    if (typeof value !== 'string')
      throw new Error(`${String(name)} is required when STRIPE_SECRET_KEY is set`);
    return value;
  };
  return {
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    paymentMethodConfiguration: env.STRIPE_PAYMENT_METHOD_CONFIGURATION ?? null,
    settingsUrl: `${env.PUBLIC_URL}/settings?onglet=abonnement`,
    prices: {
      essentielle: {
        month: price('STRIPE_PRICE_ESSENTIELLE_MONTH'),
        year: price('STRIPE_PRICE_ESSENTIELLE_YEAR'),
      },
      complete: { month: price('STRIPE_PRICE_COMPLETE_MONTH'), year: price('STRIPE_PRICE_COMPLETE_YEAR') },
    },
  };
}

/** The plan and period a price id stands for, or null for a price that is not ours. */
export function planOfPrice(
  config: BillingConfig,
  priceId: string,
): { plan: PaidPlanId; interval: BillingInterval } | null {
  for (const plan of PAID_PLAN_IDS) {
    for (const interval of BILLING_INTERVALS) {
      if (config.prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return null;
}
