import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 000 §7: no retry of loads or mutations, no refetch on window focus, no polling, and loaded
 * data never becomes stale by itself: each mutation invalidates what it changes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
