import type { MonthPayroll } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJsonOnDemand } from '../../api-client.ts';
import { payslipsQueryKey } from './get-payslips.ts';

/** Under the payslips' key: every payslip change refreshes the month's payroll too. */
const monthPayrollQueryKey = (period: string) => [...payslipsQueryKey, 'month', period] as const;

/** GET /api/payslips/month-summary?period=YYYY-MM: the month's payroll, per person and in all. */
function getMonthPayroll(period: string, signal?: AbortSignal): Promise<MonthPayroll> {
  return apiJsonOnDemand(
    `/api/payslips/month-summary?period=${encodeURIComponent(period)}`,
    (schemas) => schemas.monthPayrollSchema,
    signal ? { signal } : {},
  );
}

export const monthPayrollQueryOptions = (period: string) =>
  queryOptions({
    queryKey: monthPayrollQueryKey(period),
    queryFn: ({ signal }) => getMonthPayroll(period, signal),
  });

export function useMonthPayroll(period: string) {
  return useQuery(monthPayrollQueryOptions(period));
}

/** 'YYYY-MM' of a month. */
export function periodKey(period: { year: number; month: number }): string {
  return `${period.year}-${String(period.month).padStart(2, '0')}`;
}
