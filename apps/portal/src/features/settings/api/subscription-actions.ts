import { type CheckoutBody, redirectUrlSchema } from '@dirigeo/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, apiSend } from '../../../lib/api-client.ts';
import { subscriptionQueryKey } from '../../../lib/api/subscription/get-subscription.ts';

/** POST /api/subscription/checkout: the payment page of a plan (or the settings, for a change of plan). */
function startCheckout(body: CheckoutBody): Promise<{ url: string }> {
  return apiJson('/api/subscription/checkout', redirectUrlSchema, { method: 'POST', body });
}

/** POST /api/subscription/portal: the provider's page for the payment method. */
function openBillingPortal(): Promise<{ url: string }> {
  return apiJson('/api/subscription/portal', redirectUrlSchema, { method: 'POST' });
}

/** POST /api/subscription/cancel: ends at the period's end (CGV notice). */
function cancelSubscription(): Promise<{ cancelAt: string }> {
  return apiJson('/api/subscription/cancel', z.object({ cancelAt: z.string() }), { method: 'POST' });
}

/** POST /api/subscription/resume. */
function resumeSubscription(): Promise<void> {
  return apiSend('/api/subscription/resume', { method: 'POST' });
}

/** The payment pages are another site: the browser goes there. */
function goTo(url: string): void {
  window.location.assign(url);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => goTo(url) });
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => goTo(url) });
}

/** The state changes when the provider confirms (webhook): the subscription is read again. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
}
