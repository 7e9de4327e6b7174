import type { Subscription } from '@dirigeo/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJsonOnDemand } from '../../api-client.ts';

export const subscriptionQueryKey = ['subscription'] as const;

/** GET /api/subscription: the plan the account has now, its state and its dates. */
function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return apiJsonOnDemand(
    '/api/subscription',
    (schemas) => schemas.subscriptionSchema,
    signal ? { signal } : {},
  );
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => getSubscription(signal) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
