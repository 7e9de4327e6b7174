import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type Stripe from 'stripe';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { type PaidInvoice, recordInvoice } from '../invoice/record-invoice.ts';
import { storeInvoiceDocument } from '../invoice/store-invoice-document.ts';
import { queueMail } from '../mail/queue-mail.ts';
import {
  invoiceAvailableMail,
  paymentFailedMail,
  subscriptionCanceledMail,
} from '../subscription/subscription-mails.ts';
import { storedOf, writeStored } from '../subscription/subscription-record.ts';
import {
  applyProviderSubscription,
  resolveSubscription,
  type ProviderStatus,
  type ProviderSubscription,
} from '../subscription/subscription-state.ts';
import { BillingEvent, Subscription } from '../subscription/subscription.entity.ts';
import { User } from '../user/user.entity.ts';
import { type BillingConfig, planOfPrice } from './billing-config.ts';

const BAD_SIGNATURE_MESSAGE = 'Signature du webhook invalide';

/** What became of a webhook's event. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-customer';

const PROVIDER_STATUSES: readonly ProviderStatus[] = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
];

interface LiveSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly state: Omit<ProviderSubscription, 'pastDueSince'>;
  readonly periodStart: Date;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * The subscription as the provider has it now (read back from its API rather than trusted from the
 * event: events arrive in any order, the current object does not depend on it). Null when it is
 * not one of our prices.
 */
async function fetchSubscription(billing: BillingConfig, id: string): Promise<LiveSubscription | null> {
  const live = await billing.stripe.subscriptions.retrieve(id);
  const item = live.items.data[0];
  const plan = item ? planOfPrice(billing, item.price.id) : null;
  const status = PROVIDER_STATUSES.find((candidate) => candidate === live.status);
  const customerId = idOf(live.customer);
  if (!item || !plan || !status || !customerId) return null;
  const currentPeriodEnd = fromUnix(item.current_period_end);
  const cancelAt = live.cancel_at
    ? fromUnix(live.cancel_at)
    : live.cancel_at_period_end
      ? currentPeriodEnd
      : null;
  return {
    id: live.id,
    customerId,
    state: { status, plan: plan.plan, interval: plan.interval, currentPeriodEnd, cancelAt },
    periodStart: fromUnix(item.current_period_start),
  };
}

/** The subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

/**
 * POST /api/billing/webhook: the only source of the subscription's state. The signature is checked
 * with the SDK; an event already handled changes nothing (its id is stored in the transaction that
 * applies it); the subscription is read back from the provider, so the order events arrive in does
 * not matter; an event about a customer we do not know is acknowledged and ignored. A paid invoice
 * gives our invoice (numbered, stored in the documents vault).
 */
export async function handleBillingWebhook(
  em: EntityManager,
  billing: BillingConfig | null,
  storage: FileStorage,
  payload: Buffer,
  signature: string | undefined,
  now: Date = new Date(),
  /** Told when the invoice's copy could not be put in the vault (its PDF is still served from its row). */
  onStorageError: (error: unknown) => void = () => {},
): Promise<WebhookOutcome> {
  // Billing off: this server takes no payment, the endpoint does not exist for it.
  if (!billing) throw new NotFoundError("La facturation en ligne n'est pas activée sur ce serveur.");
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = billing.stripe.webhooks.constructEvent(payload, signature, billing.webhookSecret);
  } catch {
    throw new BadRequestError(BAD_SIGNATURE_MESSAGE);
  }
  if (await em.findOne(BillingEvent, event.id)) return 'duplicate';

  const subscriptionId = subscriptionIdOf(event);
  const live = subscriptionId ? await fetchSubscription(billing, subscriptionId) : null;
  const paidInvoice = event.type === 'invoice.paid' ? event.data.object : null;

  let outcome: WebhookOutcome = 'ignored';
  let invoiceId: number | null = null;
  try {
    await em.transactional(async (tx) => {
      tx.create(BillingEvent, { id: event.id, type: event.type });
      await tx.flush();
      if (!live) return;
      const row = await tx.findOne(Subscription, { providerCustomerId: live.customerId });
      if (!row) {
        outcome = 'unknown-customer';
        return;
      }
      const ended = ['canceled', 'incomplete_expired'].includes(live.state.status);
      // An old subscription's late news never overwrites the one that replaced it.
      if (row.providerSubscriptionId && row.providerSubscriptionId !== live.id && ended) return;
      row.providerSubscriptionId = live.id;
      const before = resolveSubscription(storedOf(row), { now, billingEnabled: true });
      const next = applyProviderSubscription(storedOf(row), live.state, now);
      const after = resolveSubscription(next, { now, billingEnabled: true });
      writeStored(row, next);
      const user = await tx.findOneOrFail(User, row.user.id);
      const mailBase = { firstName: user.firstName, plan: after.plan, settingsUrl: billing.settingsUrl };
      // The e-mails of a change, in the transaction that records it (sent from the outbox after).
      if (after.status === 'past_due' && before.status !== 'past_due' && after.graceEndsAt) {
        queueMail(tx, user.email, paymentFailedMail({ ...mailBase, graceEndsAt: after.graceEndsAt }));
      }
      if (
        after.status === 'canceled' &&
        after.cancelAt &&
        before.cancelAt?.getTime() !== after.cancelAt.getTime()
      ) {
        queueMail(tx, user.email, subscriptionCanceledMail({ ...mailBase, cancelAt: after.cancelAt }));
      }
      await tx.flush();
      outcome = 'applied';
      if (paidInvoice && paidInvoice.amount_paid > 0) {
        const line = paidInvoice.lines.data[0];
        const paid: PaidInvoice = {
          providerInvoiceId: paidInvoice.id,
          amountPaidCents: paidInvoice.amount_paid,
          paidAt: fromUnix(paidInvoice.status_transitions.paid_at ?? paidInvoice.created),
          periodStart: line ? fromUnix(line.period.start) : live.periodStart,
          periodEnd: line ? fromUnix(line.period.end) : live.state.currentPeriodEnd,
          plan: live.state.plan,
          interval: live.state.interval,
        };
        const recorded = await recordInvoice(tx, row.user.id, paid);
        invoiceId = recorded.invoice.id;
        if (recorded.created) {
          queueMail(
            tx,
            user.email,
            invoiceAvailableMail({
              firstName: user.firstName,
              number: recorded.invoice.number,
              amountInclTaxCents: recorded.invoice.amountInclTaxCents,
              paidAt: recorded.invoice.paidAt,
              settingsUrl: billing.settingsUrl,
            }),
          );
          await tx.flush();
        }
      }
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery applied it.
    if (error instanceof UniqueConstraintViolationException) return 'duplicate';
    throw error;
  }
  if (invoiceId !== null) {
    await storeInvoiceDocument(em.fork(), storage, invoiceId).catch(onStorageError);
  }
  return outcome;
}
