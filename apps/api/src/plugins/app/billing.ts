import { canUseFeature, type FeatureKey, lockedFeatureMessage } from '@dirigeo/site-content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PaymentRequiredError } from '../../lib/errors.ts';
import type { BillingConfig } from '../../modules/billing/billing-config.ts';
import { remindTrialsEnding } from '../../modules/subscription/remind-trials-ending.ts';
import { resolveSubscriptionOf } from '../../modules/subscription/subscription-record.ts';
import type { ResolvedSubscription } from '../../modules/subscription/subscription-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider, or null when billing is off (no STRIPE_SECRET_KEY). */
    billing: BillingConfig | null;
    /**
     * A preHandler that refuses, with a French 402 naming the plan that unlocks it, a call the
     * signed-in user's plan does not include: `{ preHandler: fastify.requireFeature('dsn') }`.
     * The feature keys are `FEATURES` of `@dirigeo/site-content`. Reading what one made is never
     * gated.
     */
    requireFeature: (feature: FeatureKey) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Where the signed-in user's subscription stands now (read once per request). */
    planAccess(): Promise<ResolvedSubscription>;
  }
}

export interface BillingPluginOptions {
  billing: BillingConfig | null;
}

const accessKey = Symbol('planAccess');

async function billingPlugin(fastify: FastifyInstance, options: BillingPluginOptions): Promise<void> {
  fastify.decorate('billing', options.billing);
  const billingEnabled = options.billing !== null;
  fastify.decorateRequest('planAccess', function planAccess(this: FastifyRequest) {
    const self = this as FastifyRequest & { [accessKey]?: Promise<ResolvedSubscription> };
    self[accessKey] ??= resolveSubscriptionOf(this.em, this.currentUserId(), billingEnabled);
    return self[accessKey];
  });
  const billing = options.billing;
  if (billing) {
    // Each morning (8:00 UTC), the trials ending within 3 days get their reminder, once.
    fastify.jobs.register({
      name: 'trial-ending-reminder',
      schedule: '0 8 * * *',
      run: async () => remindTrialsEnding(fastify.orm.em.fork(), billing.settingsUrl, new Date()),
    });
  }
  fastify.decorate('requireFeature', (feature: FeatureKey) => async (request: FastifyRequest) => {
    const access = await request.planAccess();
    if (!canUseFeature(access, feature))
      throw new PaymentRequiredError(lockedFeatureMessage(access, feature));
  });
}

export default fp(billingPlugin, { name: 'billing', dependencies: ['orm', 'auth', 'jobs'] });
