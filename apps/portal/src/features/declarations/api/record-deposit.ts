import { type Declaration, declarationSchema, documentSchema, formatPeriod } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { declarationsQueryKey } from '../../../lib/api/declarations/get-declarations.ts';

export interface RecordDepositInput {
  id: number;
  period: string;
  depositedAt: string;
  receiptNumber: string;
  /** net-entreprises' acknowledgment (PDF), filed in the documents vault under « Social ». */
  acknowledgment: File | null;
}

/**
 * Files the acknowledgment in the vault (POST /api/documents, category social) when there is one,
 * then records the deposit (POST /api/declarations/:id/deposit) with it.
 */
async function recordDeposit(input: RecordDepositInput): Promise<Declaration> {
  let acknowledgmentDocumentId: number | undefined;
  if (input.acknowledgment) {
    const [year, month] = input.period.split('-').map(Number);
    const form = new FormData();
    form.append('name', `Accusé de réception DSN ${formatPeriod(month ?? 1, year ?? 0).toLowerCase()}`);
    form.append('description', `Dépôt n° ${input.receiptNumber} du ${input.depositedAt}`);
    form.append('category', 'social');
    form.append('file', input.acknowledgment, input.acknowledgment.name);
    const document = await apiJson('/api/documents', documentSchema, { method: 'POST', body: form });
    acknowledgmentDocumentId = document.id;
  }
  return apiJson(`/api/declarations/${input.id}/deposit`, declarationSchema, {
    method: 'POST',
    body: {
      depositedAt: input.depositedAt,
      receiptNumber: input.receiptNumber,
      ...(acknowledgmentDocumentId === undefined ? {} : { acknowledgmentDocumentId }),
    },
  });
}

export function useRecordDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationsQueryKey }),
  });
}
