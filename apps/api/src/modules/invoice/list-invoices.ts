import type { EntityManager } from '@mikro-orm/core';
import type { Invoice as InvoiceDto } from '@dirigeo/schemas';
import { NotFoundError } from '../../lib/errors.ts';
import { Invoice } from './invoice.entity.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

function toDto(invoice: Invoice): InvoiceDto {
  return {
    id: invoice.id,
    number: invoice.number,
    issuedOn: invoice.issuedAt.toISOString().slice(0, 10),
    description: invoice.description,
    amountExclTaxCents: invoice.amountExclTaxCents,
    vatCents: invoice.vatCents,
    amountInclTaxCents: invoice.amountInclTaxCents,
    paidOn: invoice.paidAt.toISOString().slice(0, 10),
  };
}

/** GET /api/invoices: the user's invoices, the latest first. */
export async function listInvoices(em: EntityManager, userId: number): Promise<InvoiceDto[]> {
  const invoices = await em.find(Invoice, { user: userId }, { orderBy: { sequence: 'desc' } });
  return invoices.map(toDto);
}

/** GET /api/invoices/:id/pdf: one of the user's invoices as a PDF (another user's: 404). */
export async function buildInvoicePdf(
  em: EntityManager,
  userId: number,
  id: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const invoice = await em.findOne(Invoice, { id, user: userId });
  if (!invoice) throw new NotFoundError('Facture introuvable');
  return { bytes: await renderInvoicePdf(invoice), fileName: `facture-${invoice.number}.pdf` };
}
