import { type PayrollJournal, payrollJournalSchema, type ReportPeriod } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { reportsQueryKey } from './report-keys.ts';

/** GET /api/reports/accounting: the payroll journal entries of the period, on the company's accounts. */
export function getPayrollJournal(period: ReportPeriod, signal?: AbortSignal): Promise<PayrollJournal> {
  const query = new URLSearchParams({ ...period, format: 'json' });
  return apiJson(`/api/reports/accounting?${query}`, payrollJournalSchema, signal ? { signal } : {});
}

export const payrollJournalQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'journal', period.from, period.to],
    queryFn: ({ signal }) => getPayrollJournal(period, signal),
    placeholderData: keepPreviousData,
  });

export function usePayrollJournal(period: ReportPeriod) {
  return useQuery(payrollJournalQueryOptions(period));
}
