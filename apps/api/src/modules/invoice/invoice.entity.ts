import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.ts';

/**
 * An invoice of a payment (issue 26; Code de commerce, art. L441-9; CGI, art. 242 nonies A): every
 * figure and the buyer's identity as they were on the day, never recomputed. Its number comes from
 * `invoice_counter`, taken in the same transaction as the insert, so the sequence has no gap and
 * no repeat whatever the instances or a crash.
 */
export const Invoice = defineEntity({
  name: 'Invoice',
  indexes: [{ name: 'invoice_user_issued_at_index', properties: ['user', 'issuedAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** « F-2026-000001 ». */
    number: p.string().length(32).unique('invoice_number_unique'),
    /** The sequence's value (the counter). */
    sequence: p.integer().unique('invoice_sequence_unique'),
    /** The provider's invoice (`in_…`): one invoice of ours per payment, even if the webhook is replayed. */
    providerInvoiceId: p.string().length(255).unique('invoice_provider_invoice_id_unique'),
    issuedAt: p.datetime(),
    paidAt: p.datetime(),
    description: p.string().length(255),
    periodStart: p.datetime(),
    periodEnd: p.datetime(),
    amountExclTaxCents: p.integer(),
    vatRatePercent: p.integer(),
    vatCents: p.integer(),
    amountInclTaxCents: p.integer(),
    /** The buyer as it was on the day of the invoice. */
    buyerCompany: p.string().length(255),
    buyerName: p.string().length(255),
    buyerSiret: p.string().length(14).nullable(),
    buyerAddress: p.string().length(255).nullable(),
    /** The copy in the documents vault, once stored. */
    documentId: p.integer().nullable(),
  },
});
export type Invoice = InferEntity<typeof Invoice>;

/** The invoices' one counter (a single row): `update … set value = value + 1 returning value`. */
export const InvoiceCounter = defineEntity({
  name: 'InvoiceCounter',
  properties: {
    id: p.integer().primary(),
    value: p.integer(),
  },
});
export type InvoiceCounter = InferEntity<typeof InvoiceCounter>;
