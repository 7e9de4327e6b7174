import { type CreatePayslipBodyInput, type Payslip, payslipSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';

/** POST /api/payslips: 201 with the payslip; the server computes the net itself. */
function createPayslip(body: CreatePayslipBodyInput): Promise<Payslip> {
  return apiJson('/api/payslips', payslipSchema, { method: 'POST', body });
}

export function useCreatePayslip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayslip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payslipsQueryKey }),
  });
}
