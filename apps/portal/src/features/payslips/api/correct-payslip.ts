import { type CreatePayslipBodyInput, type Payslip, payslipSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';

/**
 * POST /api/payslips/:id/correction (issue 24): 201 with the corrective payslip (« bulletin rectificatif »),
 * the body being the whole payslip as it should have been, finalised; the original becomes status replaced.
 */
function correctPayslip(id: number, body: CreatePayslipBodyInput): Promise<Payslip> {
  return apiJson(`/api/payslips/${id}/correction`, payslipSchema, { method: 'POST', body });
}

export function useCorrectPayslip(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayslipBodyInput) => correctPayslip(id, body),
    // The payslip's own key sits under the list's: the list, the original (now replaced) and the new one refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payslipsQueryKey }),
  });
}
