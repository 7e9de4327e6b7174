import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';
import { payslipQueryKey } from './get-payslip.ts';

/** DELETE /api/payslips/:id: 204; only drafts can be deleted. */
function deletePayslip(id: number): Promise<void> {
  return apiSend(`/api/payslips/${id}`, { method: 'DELETE' });
}

export function useDeletePayslip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayslip,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: payslipQueryKey(id), exact: true });
      return queryClient.invalidateQueries({ queryKey: payslipsQueryKey });
    },
  });
}
