import { canUseFeature, type FeatureKey, lockedFeatureMessage } from '@dirigeo/site-content';
import { useSubscription } from './api/subscription/get-subscription.ts';

export type PlanGate = { state: 'checking' } | { state: 'open' } | { state: 'locked'; message: string };

/**
 * Whether the account's plan includes `feature`, from GET /api/subscription and the one plans
 * definition the API's gates use, so that a screen asks for a gated report only when it is included
 * (and says which plan unlocks it otherwise). The server decides all the same: a 402 is still shown.
 */
export function usePlanGate(feature: FeatureKey): PlanGate {
  const subscription = useSubscription();
  if (subscription.isPending) return { state: 'checking' };
  // Unknown plan: let the API answer (its 402 names the plan).
  if (!subscription.data) return { state: 'open' };
  const access = { plan: subscription.data.plan, demo: subscription.data.demo };
  return canUseFeature(access, feature)
    ? { state: 'open' }
    : { state: 'locked', message: lockedFeatureMessage(access, feature) };
}
