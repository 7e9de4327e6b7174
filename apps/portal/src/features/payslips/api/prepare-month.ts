import { type MonthPayslips, monthPayslipsSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';

/** POST /api/payslips/prepare-month: the month's draft for every active person; twice creates nothing twice. */
function prepareMonth(period: string): Promise<MonthPayslips> {
  return apiJson('/api/payslips/prepare-month', monthPayslipsSchema, { method: 'POST', body: { period } });
}

export function usePrepareMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareMonth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payslipsQueryKey }),
  });
}
