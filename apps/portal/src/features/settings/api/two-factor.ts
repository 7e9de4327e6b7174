import {
  okSchema,
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorDisableBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@dirigeo/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { userQueryKey } from '../../../lib/api/user/get-user.ts';

const twoFactorQueryKey = ['user', 'two-factor'] as const;

/** GET /api/user/two-factor: whether it is on, since when, and the recovery codes left. */
function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiJson('/api/user/two-factor', twoFactorStatusSchema, signal ? { signal } : {});
}

const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: twoFactorQueryKey, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions());
}

/** After a change: the status and the user (its `twoFactorEnabled`) are read again. */
function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
      queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true }),
    ]);
}

/** POST /api/user/two-factor/setup: a new secret, its QR code and the key to type by hand. */
function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiJson('/api/user/two-factor/setup', twoFactorSetupSchema, { method: 'POST' });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

/** POST /api/user/two-factor/enable: a first code turns it on; the 10 recovery codes, shown once. */
function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return apiJson('/api/user/two-factor/enable', recoveryCodesSchema, { method: 'POST', body: { code } });
}

export function useEnableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: refresh });
}

/** POST /api/user/two-factor/recovery-codes: new codes replace the old ones, after a code. */
function renewRecoveryCodes(code: string): Promise<RecoveryCodes> {
  return apiJson('/api/user/two-factor/recovery-codes', recoveryCodesSchema, {
    method: 'POST',
    body: { code },
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({ mutationFn: renewRecoveryCodes, onSuccess: refresh });
}

/** POST /api/user/two-factor/disable: the password and a code. */
async function disableTwoFactor(body: TwoFactorDisableBody): Promise<void> {
  await apiJson('/api/user/two-factor/disable', okSchema, { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh });
}
