import { checkoutBodySchema, redirectUrlSchema, subscriptionSchema } from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSubscription,
  openBillingPortal,
  resumeSubscription,
} from '../../modules/subscription/cancel-subscription.ts';
import { startCheckout } from '../../modules/subscription/start-checkout.ts';
import { getSubscription } from '../../modules/subscription/subscription-record.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['abonnement'];
const security = [{ session: [] }];

/**
 * The settings' subscription tab, where the payment pages send the user back: on the public origin
 * (PUBLIC_URL) the provider's page knows, never an address taken from the request's headers.
 */
function settingsUrl(base: string, outcome?: 'paiement-confirme' | 'paiement-annule'): string {
  return outcome ? `${base}&retour=${outcome}` : base;
}

/** /api/subscription: the signed-in user's plan, its state, and the ways to pay, change or cancel. */
const subscriptionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preValidation', fastify.requireUser);

  fastify.get(
    '/subscription',
    {
      schema: {
        tags,
        security,
        summary: "Sa formule, l'état de son abonnement et ses échéances",
        response: { 200: subscriptionSchema, ...errorResponses(401) },
      },
    },
    async (request) => getSubscription(request.em, request.currentUserId(), fastify.billing !== null),
  );

  fastify.post(
    '/subscription/checkout',
    {
      schema: {
        tags,
        security,
        summary: 'La page de paiement d’une formule (ou le changement de formule d’un abonné)',
        description:
          'La formule demandée est un souhait : rien n’est accordé avant que le prestataire de paiement ne confirme le paiement (webhook). ' +
          '409 quand la facturation est désactivée.',
        body: checkoutBodySchema,
        response: { 200: redirectUrlSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) =>
      startCheckout(request.em, fastify.billing, request.currentUserId(), request.body, {
        success: settingsUrl(fastify.billing?.settingsUrl ?? '', 'paiement-confirme'),
        cancel: settingsUrl(fastify.billing?.settingsUrl ?? '', 'paiement-annule'),
      }),
  );

  fastify.post(
    '/subscription/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Résilier : fin à l’échéance (préavis des CGV)',
        response: { 200: z.object({ cancelAt: z.string() }), ...errorResponses(401, 409) },
      },
    },
    async (request) => cancelSubscription(request.em, fastify.billing, request.currentUserId()),
  );

  fastify.post(
    '/subscription/resume',
    {
      schema: {
        tags,
        security,
        summary: 'Reprendre un abonnement résilié avant son terme',
        response: { 204: z.null(), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      await resumeSubscription(request.em, fastify.billing, request.currentUserId());
      return reply.status(204).send(null);
    },
  );

  fastify.post(
    '/subscription/portal',
    {
      schema: {
        tags,
        security,
        summary: 'La page du prestataire pour le moyen de paiement et les coordonnées de facturation',
        response: { 200: redirectUrlSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) =>
      openBillingPortal(
        request.em,
        fastify.billing,
        request.currentUserId(),
        fastify.billing?.settingsUrl ?? '',
      ),
  );
};

export default subscriptionRoutes;
