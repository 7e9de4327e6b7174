import { type CreatePayslipBodyInput, type Payslip, payslipSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';

/** PATCH /api/payslips/:id: a draft edited, or finalised with status completed; the server computes it again. */
function updatePayslip(id: number, body: CreatePayslipBodyInput): Promise<Payslip> {
  return apiJson(`/api/payslips/${id}`, payslipSchema, { method: 'PATCH', body });
}

export function useUpdatePayslip(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayslipBodyInput) => updatePayslip(id, body),
    // The payslip's own key sits under the list's: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payslipsQueryKey }),
  });
}
