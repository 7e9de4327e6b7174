import { type FinaliseMonthBody, type MonthPayslips, monthPayslipsSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';

/** POST /api/payslips/finalise-month: every draft of the month finalised, each in its own transaction. */
function finaliseMonth(body: FinaliseMonthBody): Promise<MonthPayslips> {
  return apiJson('/api/payslips/finalise-month', monthPayslipsSchema, { method: 'POST', body });
}

export function useFinaliseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finaliseMonth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payslipsQueryKey }),
  });
}
