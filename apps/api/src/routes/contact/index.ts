import {
  contactAcceptedSchema,
  contactBodySchema,
  contactFormTokenSchema,
  CONTACT_TEXTS,
} from '@dirigeo/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { screenContactRequest } from '../../modules/contact/screen-contact-request.ts';
import { submitContactRequest } from '../../modules/contact/submit-contact-request.ts';
import { errorResponses } from '../error-responses.ts';
import { publicFormRateLimit } from '../public-form-rate-limit.ts';

export interface ContactRoutesOptions {
  env: Pick<Env, 'RATE_LIMIT_PUBLIC_PER_MINUTE'>;
}

const tags = ['contact'];

/** GET /api/contact/token and POST /api/contact: the home page's contact form (spec 001 §2, §3, §7). */
const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (fastify, { env }) => {
  /** The time spent on the form of each request screened as a person's, for its handler. */
  const fillTimes = new WeakMap<FastifyRequest, number>();

  fastify.get(
    '/contact/token',
    {
      schema: {
        tags,
        summary: 'Un jeton pour le formulaire de contact, demandé quand il se charge',
        description:
          'Signé par le serveur et daté : un envoi moins de 3 secondes après, ou sans jeton, est celui d’un robot.',
        response: { 200: contactFormTokenSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: fastify.formTokens.issue() };
    },
  );

  fastify.post(
    '/contact',
    {
      config: publicFormRateLimit(env),
      // Before the fields are validated: a robot gets the same answer as a person, whatever it sent.
      preValidation: async (request, reply) => {
        const screening = screenContactRequest(request.body, fastify.formTokens);
        if (screening.verdict === 'robot') {
          request.log.info({ reason: screening.reason }, 'contact request dropped as a robot’s');
          return reply.status(201).send({ ok: true as const });
        }
        if (screening.verdict === 'expired') throw new BadRequestError(CONTACT_TEXTS.formExpired);
        fillTimes.set(request, screening.fillMs);
      },
      schema: {
        tags,
        summary: 'Envoyer une demande de contact',
        description:
          'Tous les champs sont requis ; le SIRET doit avoir 14 chiffres et une clé valide. Une demande qui remplit un champ caché, arrive sans jeton ou moins de 3 secondes après le chargement du formulaire reçoit la même réponse et n’est pas enregistrée.',
        body: contactBodySchema,
        response: { 201: contactAcceptedSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await submitContactRequest(request.em, request.body, {
        fillMs: fillTimes.get(request) ?? 0,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send({ ok: true as const });
    },
  );
};

export default contactRoutes;
