import { canUseFeature } from '@dirigeo/site-content';
import { useSubscription } from '../../lib/api/subscription/get-subscription.ts';

/**
 * The word across a draft: « BULLETIN DE TEST » where the plan cannot finalise (Freemium, the
 * trial's demo mode), as the API's PDF prints it; « BROUILLON » otherwise.
 */
export function useDraftWatermark(): string {
  const subscription = useSubscription().data;
  return subscription && !canUseFeature(subscription, 'finalPayslip') ? 'BULLETIN DE TEST' : 'BROUILLON';
}
