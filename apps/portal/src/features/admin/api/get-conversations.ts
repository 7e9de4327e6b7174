import { type AdminConversation, adminConversationListSchema } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

const conversationsQueryKey = [...adminQueryKey, 'conversations'] as const;

/** GET /api/admin/conversations: the 10 most recent exchanges with the assistant. */
function getConversations(signal?: AbortSignal): Promise<AdminConversation[]> {
  return apiJson('/api/admin/conversations', adminConversationListSchema, signal ? { signal } : {});
}

const conversationsQueryOptions = () =>
  queryOptions({ queryKey: conversationsQueryKey, queryFn: ({ signal }) => getConversations(signal) });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
