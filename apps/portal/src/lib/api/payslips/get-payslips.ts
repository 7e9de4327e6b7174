import type { Payslip } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJsonOnDemand } from '../../api-client.ts';

export const payslipsQueryKey = ['payslips'] as const;

/** GET /api/payslips: the signed-in user's payslips, amounts in euros. */
function getPayslips(signal?: AbortSignal): Promise<Payslip[]> {
  return apiJsonOnDemand('/api/payslips', (schemas) => schemas.payslipListSchema, signal ? { signal } : {});
}

export const payslipsQueryOptions = () =>
  queryOptions({ queryKey: payslipsQueryKey, queryFn: ({ signal }) => getPayslips(signal) });

export function usePayslips() {
  return useQuery(payslipsQueryOptions());
}
