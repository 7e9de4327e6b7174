import { type ChargesAnalysis, chargesAnalysisSchema } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** Under 'reports', so that a change of the report settings (budget, indicators) refreshes it. */
const chargesAnalysisQueryKey = (months: number) => ['reports', 'charges', months] as const;

/** GET /api/reports/charges?months=12|24: the charges analysis of the last months. */
function getChargesAnalysis(months: number, signal?: AbortSignal): Promise<ChargesAnalysis> {
  return apiJson(`/api/reports/charges?months=${months}`, chargesAnalysisSchema, signal ? { signal } : {});
}

const chargesAnalysisQueryOptions = (months: number) =>
  queryOptions({
    queryKey: chargesAnalysisQueryKey(months),
    queryFn: ({ signal }) => getChargesAnalysis(months, signal),
    placeholderData: keepPreviousData,
  });

/** `enabled`: false while the plan is checked, or when it does not include the report. */
export function useChargesAnalysis(months: number, enabled = true) {
  return useQuery({ ...chargesAnalysisQueryOptions(months), enabled });
}
