import { type Ledger, ledgerSchema, type ReportFilter } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { reportsQueryKey } from './report-keys.ts';

/** The query string of a report's filter: the period, and the employee when one is chosen. */
export function reportQueryOf(filter: ReportFilter): URLSearchParams {
  const query = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.employeeId !== undefined) query.set('employeeId', String(filter.employeeId));
  return query;
}

/** GET /api/reports/ledger: the payroll ledger of the period (finalised payslips only), of one employee or all. */
function getLedger(filter: ReportFilter, signal?: AbortSignal): Promise<Ledger> {
  const query = reportQueryOf(filter);
  return apiJson(`/api/reports/ledger?${query}`, ledgerSchema, signal ? { signal } : {});
}

const ledgerQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'ledger', filter.from, filter.to, filter.employeeId ?? 'all'],
    queryFn: ({ signal }) => getLedger(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useLedger(filter: ReportFilter) {
  return useQuery(ledgerQueryOptions(filter));
}
