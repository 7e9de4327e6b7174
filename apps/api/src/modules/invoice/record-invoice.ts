import type { EntityManager } from '@mikro-orm/core';
import { type BillingInterval, type PaidPlanId, planById, VAT_RATE_PERCENT } from '@dirigeo/site-content';
import { findCompany } from '../company/find-company.ts';
import { User } from '../user/user.entity.ts';
import { Invoice } from './invoice.entity.ts';

/** What the provider says was paid. */
export interface PaidInvoice {
  readonly providerInvoiceId: string;
  /** Total paid, VAT included, in cents (the provider's prices include VAT). */
  readonly amountPaidCents: number;
  readonly paidAt: Date;
  readonly periodStart: Date;
  readonly periodEnd: Date;
  readonly plan: PaidPlanId;
  readonly interval: BillingInterval;
}

/**
 * The amount excluding tax and the VAT of a total that includes it: the VAT is the total's part at
 * 20 % (rounded once, to the cent), the rest is excluding tax, so the two add up to what was paid.
 */
function splitVat(amountInclTaxCents: number): { exclTax: number; vat: number } {
  const exclTax = Math.round((amountInclTaxCents * 100) / (100 + VAT_RATE_PERCENT));
  return { exclTax, vat: amountInclTaxCents - exclTax };
}

/**
 * Records the invoice of a payment, in the caller's transaction: the next number of the one
 * sequence (the counter row is locked by its update until the transaction ends, so two instances
 * never take the same and a rollback gives it back), the buyer as they are today. A payment
 * already invoiced gives its invoice back.
 */
export async function recordInvoice(
  tx: EntityManager,
  userId: number,
  paid: PaidInvoice,
): Promise<{ invoice: Invoice; created: boolean }> {
  const existing = await tx.findOne(Invoice, { providerInvoiceId: paid.providerInvoiceId });
  if (existing) return { invoice: existing, created: false };
  const rows = await tx
    .getConnection()
    .execute<{ value: number }[]>(
      'update "invoice_counter" set "value" = "value" + 1 where "id" = 1 returning "value"',
      [],
      'all',
      tx.getTransactionContext(),
    );
  const sequence = Number(rows[0]?.value);
  if (!Number.isInteger(sequence)) throw new Error('invoice counter row missing');
  const user = await tx.findOneOrFail(User, userId);
  const company = await findCompany(tx, userId);
  const { exclTax, vat } = splitVat(paid.amountPaidCents);
  const plan = planById(paid.plan);
  const invoice = tx.create(Invoice, {
    user,
    number: `F-${paid.paidAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
    sequence,
    providerInvoiceId: paid.providerInvoiceId,
    issuedAt: paid.paidAt,
    paidAt: paid.paidAt,
    description: `Abonnement Dirigeo, formule ${plan.name} (facturation ${paid.interval === 'month' ? 'mensuelle' : 'annuelle'})`,
    periodStart: paid.periodStart,
    periodEnd: paid.periodEnd,
    amountExclTaxCents: exclTax,
    vatRatePercent: VAT_RATE_PERCENT,
    vatCents: vat,
    amountInclTaxCents: paid.amountPaidCents,
    buyerCompany: company.name,
    buyerName: `${user.firstName} ${user.lastName}`,
    buyerSiret: company.siret ?? null,
    buyerAddress:
      company.street && company.postalCode && company.city
        ? `${company.street}, ${company.postalCode} ${company.city}`
        : null,
  });
  await tx.flush();
  return { invoice, created: true };
}
