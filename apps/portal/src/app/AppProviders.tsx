import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../lib/auth/AuthProvider.tsx';
import { DeferredToaster } from './DeferredToaster.tsx';
import { createQueryClient } from './query-client.ts';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
