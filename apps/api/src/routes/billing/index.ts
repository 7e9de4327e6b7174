import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleBillingWebhook } from '../../modules/billing/handle-billing-webhook.ts';
import { errorResponses } from '../error-responses.ts';

/** /api/billing/webhook: the payment provider's events (Stripe), the only source of subscriptions' state. */
const billingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The signature is computed over the exact bytes sent: this route keeps the body raw.
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  fastify.post(
    '/billing/webhook',
    {
      schema: {
        tags: ['abonnement'],
        summary: 'Événements du prestataire de paiement (signés)',
        description:
          'Signature Stripe-Signature vérifiée ; un événement déjà traité ne change rien ; l’abonnement est relu chez le prestataire.',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await handleBillingWebhook(
        request.em,
        fastify.billing,
        fastify.fileStorage,
        body,
        request.headers['stripe-signature'],
        new Date(),
        (error) => request.log.error({ err: error }, 'invoice copy not stored in the documents vault'),
      );
      return { received: true as const, outcome };
    },
  );
};

export default billingRoutes;
