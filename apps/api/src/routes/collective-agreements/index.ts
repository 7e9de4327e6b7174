import type { Env } from '../../env.ts';
import { publicSearchRateLimit } from '../public-form-rate-limit.ts';
import {
  collectiveAgreementParamsSchema,
  collectiveAgreementSchema,
  collectiveAgreementSearchQuerySchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicJson } from '../../lib/public-cache.ts';
import { getCollectiveAgreement } from '../../modules/collective-agreement/get-collective-agreement.ts';
import { searchCollectiveAgreements } from '../../modules/collective-agreement/search-collective-agreements.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['conventions collectives'];
const notModified = { 304: z.null().describe('Inchangé depuis la version que désigne If-None-Match') };

/** /api/conventions-collectives: the agreements with an IDCC, public. */
const collectiveAgreementRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (fastify, { env }) => {
  fastify.get(
    '/conventions-collectives',
    {
      config: publicSearchRateLimit(env),
      schema: {
        tags,
        summary: 'Chercher une convention collective par IDCC (16, 0016) ou par mots du titre',
        description:
          'Sans recherche : les conventions par IDCC (10 par défaut). Avec q : 20 par défaut. limit : 100 au plus.',
        querystring: collectiveAgreementSearchQuerySchema,
        response: { 200: z.array(collectiveAgreementSchema), ...notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, await searchCollectiveAgreements(request.em, request.query)),
  );

  fastify.get(
    '/conventions-collectives/:idcc',
    {
      schema: {
        tags,
        summary: 'Une convention collective par son IDCC',
        params: collectiveAgreementParamsSchema,
        response: { 200: collectiveAgreementSchema, ...notModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, await getCollectiveAgreement(request.em, request.params.idcc)),
  );
};

export default collectiveAgreementRoutes;
