import { ADMIN_TEXTS } from '@dirigeo/schemas';
import { toast } from '@dirigeo/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { adminQueryKey } from './api/admin-keys.ts';
import { adminLoginMutationKey } from './api/admin-login.ts';
import { adminSessionQueryKey } from './api/get-admin-session.ts';

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The admin session ends after 30 minutes without a request: the first back-office call that
 * gets a 401 then brings the gate back, forgets what the back office read, and says why.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let told = false;
    const expire = () => {
      queryClient.setQueryData(adminSessionQueryKey, { open: true, signedIn: false });
      queryClient.removeQueries({ queryKey: adminQueryKey });
      if (told) return;
      told = true;
      toast({
        title: 'Session expirée',
        description: `${ADMIN_TEXTS.signInRequired} La session se ferme après 30 minutes sans activité.`,
        variant: 'destructive',
      });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.query.queryKey[0] === adminQueryKey[0] &&
        isUnauthorized(event.query.state.error)
      )
        expire();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      // A wrong password is the sign-in form's own error (« Mot de passe incorrect »), no session ended.
      const signingIn = event.mutation?.options.mutationKey?.[0] === adminLoginMutationKey[0];
      if (event.type === 'updated' && !signingIn && isUnauthorized(event.mutation?.state.error)) expire();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
