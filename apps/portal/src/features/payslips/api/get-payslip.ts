import { type Payslip, payslipSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { payslipsQueryKey } from '../../../lib/api/payslips/get-payslips.ts';

/** Under the list's key, so that refreshing the list refreshes each payslip too. */
export const payslipQueryKey = (id: number) => [...payslipsQueryKey, id] as const;

/** GET /api/payslips/:id. */
export function getPayslip(id: number, signal?: AbortSignal): Promise<Payslip> {
  return apiJson(`/api/payslips/${id}`, payslipSchema, signal ? { signal } : {});
}

export const payslipQueryOptions = (id: number) =>
  queryOptions({ queryKey: payslipQueryKey(id), queryFn: ({ signal }) => getPayslip(id, signal) });

export function usePayslip(id: number) {
  return useQuery(payslipQueryOptions(id));
}
