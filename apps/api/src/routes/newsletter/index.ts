import {
  newsletterConfirmSchema,
  newsletterSubscriptionSchema,
  newsletterUnsubscribeSchema,
  okSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { confirmNewsletterSubscription } from '../../modules/newsletter/confirm-newsletter-subscription.ts';
import { subscribeToNewsletter } from '../../modules/newsletter/subscribe-to-newsletter.ts';
import { unsubscribeFromNewsletter } from '../../modules/newsletter/unsubscribe-from-newsletter.ts';
import { errorResponses } from '../error-responses.ts';
import { publicFormRateLimit } from '../public-form-rate-limit.ts';

export interface NewsletterRoutesOptions {
  env: Env;
}

/** The newsletter (spec 001 §2, §7): subscribing from the blog, and the unsubscribe link. */
const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRoutesOptions> = async (fastify, { env }) => {
  const tags = ['newsletter'];

  fastify.post(
    '/newsletter-subscription',
    {
      config: publicFormRateLimit(env),
      schema: {
        tags,
        summary: "Demander l'inscription à la newsletter (ou la mise à jour de son inscription)",
        description:
          'Double opt-in : un lien de confirmation part à l’adresse, et rien n’est inscrit avant qu’il soit suivi. La même réponse que l’adresse soit nouvelle ou déjà inscrite. Les conventions collectives sont désignées par leur IDCC (4 chiffres).',
        body: newsletterSubscriptionSchema,
        response: { 201: okSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await subscribeToNewsletter(request.em, request.body, {
        ipAddress: request.ip,
        publicUrl: env.PUBLIC_URL,
      });
      return reply.status(201).send({ ok: true });
    },
  );

  fastify.post(
    '/newsletter-subscription/confirm',
    {
      config: publicFormRateLimit(env),
      schema: {
        tags,
        summary: 'Confirmer son inscription avec le jeton du lien reçu (double opt-in)',
        body: newsletterConfirmSchema,
        response: {
          200: z.object({ ok: z.literal(true), prenom: z.string() }),
          ...errorResponses(400, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const { prenom } = await confirmNewsletterSubscription(request.em, request.body.token);
      return { ok: true as const, prenom };
    },
  );

  fastify.post(
    '/newsletter-subscription/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Se désinscrire avec le jeton du lien de désinscription',
        body: newsletterUnsubscribeSchema,
        response: {
          200: z.object({ ok: z.literal(true), prenom: z.string() }),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) => {
      const { prenom } = await unsubscribeFromNewsletter(request.em, request.body.token);
      return { ok: true as const, prenom };
    },
  );
};

export default newsletterRoutes;
