import { BILLING_INTERVALS, PAID_PLAN_IDS, PLAN_IDS } from '@dirigeo/site-content';
import { z } from './zod-fr.ts';

/**
 * Where a subscription stands (issue 26): `trialing` (14 days of Essentielle in demo mode from the
 * registration), `active` (paid), `past_due` (a payment failed: the grace period), `canceled` (paid,
 * ends at `cancelAt`), `freemium` (nothing paid), `complimentary` (a plan given without payment:
 * the demo account, or every account while billing is off).
 */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'freemium',
  'complimentary',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Essai gratuit',
  active: 'Active',
  past_due: 'Paiement en échec',
  canceled: 'Résiliée',
  freemium: 'Formule gratuite',
  complimentary: 'Offerte, sans paiement',
};

export const BILLING_INTERVAL_LABELS: Record<(typeof BILLING_INTERVALS)[number], string> = {
  month: 'mensuelle',
  year: 'annuelle',
};

/** GET /api/subscription. Dates are ISO 8601. */
export const subscriptionSchema = z.object({
  /** The plan whose features the account has now (the trial: Essentielle). */
  plan: z.enum(PLAN_IDS),
  /** Billing period of a paid plan; null otherwise. */
  interval: z.enum(BILLING_INTERVALS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Demo mode (the trial): nothing definitive, nothing transmitted. */
  demo: z.boolean(),
  trialEndsAt: z.string().nullable(),
  /** End of the paid period; the next payment is due then unless `cancelAt` is set. */
  currentPeriodEnd: z.string().nullable(),
  /** When a canceled subscription ends. */
  cancelAt: z.string().nullable(),
  /** When the grace period of a failed payment ends (past_due only). */
  graceEndsAt: z.string().nullable(),
  /** The plan chosen at registration or at the last checkout (a wish, not a grant). */
  chosenPlan: z.enum(PLAN_IDS),
  /** False when the server takes no payment (no Stripe key): every account is on the plan it chose. */
  billingEnabled: z.boolean(),
  /** Whether the customer portal (payment method) can be opened. */
  hasPaymentAccount: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/subscription/checkout. */
export const checkoutBodySchema = z.object({
  plan: z.enum(PAID_PLAN_IDS, { error: 'Choisissez la formule Essentielle ou Complète' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choisissez une facturation mensuelle ou annuelle' }),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** An address to go to (the payment page, the customer portal). */
export const redirectUrlSchema = z.object({ url: z.string() });

/** GET /api/invoices: one invoice, amounts in cents. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  /** « F-2026-000001 »: one unbroken sequence. */
  number: z.string(),
  /** ISO date of issue. */
  issuedOn: z.string(),
  description: z.string(),
  amountExclTaxCents: z.number().int(),
  vatCents: z.number().int(),
  amountInclTaxCents: z.number().int(),
  /** ISO date of the payment. */
  paidOn: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
