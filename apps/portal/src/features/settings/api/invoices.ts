import { type Invoice, invoiceSchema } from '@dirigeo/schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, apiJson } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/save-blob.ts';

const invoicesQueryKey = ['invoices'] as const;

/** GET /api/invoices: the latest first. */
function getInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return apiJson('/api/invoices', z.array(invoiceSchema), signal ? { signal } : {});
}

const invoicesQueryOptions = () =>
  queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices(signal) });

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}

/** GET /api/invoices/:id/pdf, saved as a file. */
async function downloadInvoice(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const response = await apiFetch(`/api/invoices/${invoice.id}/pdf`);
  saveBlob(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `facture-${invoice.number}.pdf`,
  );
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
