import { type AdminAuditLog, adminAuditLogSchema } from '@dirigeo/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

const auditLogQueryKey = [...adminQueryKey, 'audit-log'] as const;

/** GET /api/admin/audit-log: a page of the back office's actions, the newest first. */
function getAuditLog(before: number | null, signal?: AbortSignal): Promise<AdminAuditLog> {
  const query = before === null ? '' : `?before=${before}`;
  return apiJson(`/api/admin/audit-log${query}`, adminAuditLogSchema, signal ? { signal } : {});
}

const auditLogQueryOptions = (before: number | null) =>
  queryOptions({
    queryKey: [...auditLogQueryKey, before],
    queryFn: ({ signal }) => getAuditLog(before, signal),
  });

/**
 * A page of the log (`before`: null for the newest). Not `useInfiniteQuery`: its observer would land
 * in the framework chunk that /auth loads first (its budget, issue 21 §7).
 */
export function useAuditLog(before: number | null) {
  return useQuery({ ...auditLogQueryOptions(before), placeholderData: keepPreviousData });
}
