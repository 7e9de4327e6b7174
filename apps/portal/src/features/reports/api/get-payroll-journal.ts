import { type PayrollJournal, payrollJournalSchema, type ReportFilter } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { reportQueryOf } from './get-ledger.ts';
import { reportsQueryKey } from './report-keys.ts';

/** GET /api/reports/accounting: the payroll journal entries of the period, on the company's accounts. */
function getPayrollJournal(filter: ReportFilter, signal?: AbortSignal): Promise<PayrollJournal> {
  const query = reportQueryOf(filter);
  query.set('format', 'json');
  return apiJson(`/api/reports/accounting?${query}`, payrollJournalSchema, signal ? { signal } : {});
}

const payrollJournalQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'journal', filter.from, filter.to, filter.employeeId ?? 'all'],
    queryFn: ({ signal }) => getPayrollJournal(filter, signal),
    placeholderData: keepPreviousData,
  });

export function usePayrollJournal(filter: ReportFilter) {
  return useQuery(payrollJournalQueryOptions(filter));
}
