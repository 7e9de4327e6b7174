import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { Document } from '../document/document.entity.ts';
import { User } from '../user/user.entity.ts';
import { Invoice } from './invoice.entity.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

/**
 * Puts a copy of an invoice's PDF in the user's documents vault (category « Autre »), once. If it
 * fails, the invoice stays listed and its PDF is rendered from its row at each download.
 */
export async function storeInvoiceDocument(
  em: EntityManager,
  storage: FileStorage,
  invoiceId: number,
): Promise<void> {
  const invoice = await em.findOneOrFail(Invoice, invoiceId);
  if (invoice.documentId !== null && invoice.documentId !== undefined) return;
  const bytes = await renderInvoicePdf(invoice);
  const key = `${invoice.user.id}/${randomUUID()}`;
  await storage.put(key, bytes);
  try {
    const document = em.create(Document, {
      user: em.getReference(User, invoice.user.id),
      name: `Facture ${invoice.number}`,
      description: invoice.description.slice(0, 255),
      storageKey: key,
      originalFileName: `facture-${invoice.number}.pdf`,
      fileType: 'application/pdf',
      fileSize: bytes.length,
      category: 'other',
    });
    await em.flush();
    invoice.documentId = document.id;
    await em.flush();
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
