import { type PayslipDetail, payslipDetailSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';

/** Under the list's key, so that refreshing the list refreshes each payslip too. */
export const payslipQueryKey = (id: number) => [...payslipsQueryKey, id] as const;

/** GET /api/payslips/:id: the payslip and its document (a finalised payslip's frozen one). */
function getPayslip(id: number, signal?: AbortSignal): Promise<PayslipDetail> {
  return apiJson(`/api/payslips/${id}`, payslipDetailSchema, signal ? { signal } : {});
}

const payslipQueryOptions = (id: number) =>
  queryOptions({ queryKey: payslipQueryKey(id), queryFn: ({ signal }) => getPayslip(id, signal) });

export function usePayslip(id: number) {
  return useQuery(payslipQueryOptions(id));
}
