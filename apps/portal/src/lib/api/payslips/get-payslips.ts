import { type Payslip, payslipSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '../../api-client.ts';

export const payslipsQueryKey = ['payslips'] as const;

const payslipListSchema = z.array(payslipSchema);

/** GET /api/payslips: the signed-in user's payslips, amounts in euros. */
export function getPayslips(signal?: AbortSignal): Promise<Payslip[]> {
  return apiJson('/api/payslips', payslipListSchema, signal ? { signal } : {});
}

export const payslipsQueryOptions = () =>
  queryOptions({ queryKey: payslipsQueryKey, queryFn: ({ signal }) => getPayslips(signal) });

export function usePayslips() {
  return useQuery(payslipsQueryOptions());
}
