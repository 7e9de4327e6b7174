import type { Env } from '../../env.ts';
import { publicSearchRateLimit } from '../public-form-rate-limit.ts';
import { searchQuerySchema, searchResultSchema } from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchSite } from '../../modules/search/search-site.ts';
import { errorResponses } from '../error-responses.ts';

/** GET /api/search: the site-wide search of the dialog (spec 001 §2, §7). */
const searchRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (fastify, { env }) => {
  fastify.get(
    '/search',
    {
      config: publicSearchRateLimit(env),
      schema: {
        tags: ['recherche'],
        summary: 'Rechercher dans les articles, les outils, les fiches pratiques et les pages du site',
        description:
          'Sous 2 caractères, la réponse est une liste vide. 20 résultats au plus. Recherche plein texte en français, insensible aux accents, tolérante aux fautes de frappe.',
        querystring: searchQuerySchema,
        response: { 200: z.array(searchResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Public and the same for everyone: a CDN or the browser may keep it a little.
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      return searchSite(request.em, request.query);
    },
  );
};

export default searchRoutes;
