import { type Ledger, ledgerSchema, type ReportPeriod } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { reportsQueryKey } from './report-keys.ts';

/** GET /api/reports/ledger: the payroll ledger of the period (finalised payslips only). */
export function getLedger(period: ReportPeriod, signal?: AbortSignal): Promise<Ledger> {
  const query = new URLSearchParams(period);
  return apiJson(`/api/reports/ledger?${query}`, ledgerSchema, signal ? { signal } : {});
}

export const ledgerQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'ledger', period.from, period.to],
    queryFn: ({ signal }) => getLedger(period, signal),
    placeholderData: keepPreviousData,
  });

export function useLedger(period: ReportPeriod) {
  return useQuery(ledgerQueryOptions(period));
}
