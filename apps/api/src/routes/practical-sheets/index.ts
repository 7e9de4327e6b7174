import type { Env } from '../../env.ts';
import { publicSearchRateLimit } from '../public-form-rate-limit.ts';
import {
  practicalSheetCategoryCountSchema,
  practicalSheetListQuerySchema,
  practicalSheetSchema,
  practicalSheetSlugParamsSchema,
  practicalSheetSummarySchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicJson } from '../../lib/public-cache.ts';
import { countPracticalSheetCategories } from '../../modules/practical-sheet/count-practical-sheet-categories.ts';
import { getPracticalSheet } from '../../modules/practical-sheet/get-practical-sheet.ts';
import { listPracticalSheets } from '../../modules/practical-sheet/list-practical-sheets.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['fiches pratiques'];
const notModified = { 304: z.null().describe('Inchangé depuis la version que désigne If-None-Match') };

/** /api/fiches-pratiques: the Ministry of Labour's practical sheets, public. */
const practicalSheetRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (fastify, { env }) => {
  fastify.get(
    '/fiches-pratiques',
    {
      config: publicSearchRateLimit(env),
      schema: {
        tags,
        summary: 'Les fiches pratiques du ministère du Travail (par titre, ou par pertinence avec q)',
        description:
          "Filtre facultatif par catégorie, recherche par mots (accents et fautes de frappe tolérés), limit (20 par défaut, 100 au plus) et offset. L'en-tête X-Total-Count donne le nombre de fiches trouvées, X-Recherche-Corrigee la recherche corrigée le cas échéant.",
        querystring: practicalSheetListQuerySchema,
        response: { 200: z.array(practicalSheetSummarySchema), ...notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const page = await listPracticalSheets(request.em, request.query);
      reply.header('x-total-count', String(page.total));
      if (page.correctedSearch)
        reply.header('x-recherche-corrigee', encodeURIComponent(page.correctedSearch));
      return sendPublicJson(request, reply, page.sheets);
    },
  );

  fastify.get(
    '/fiches-pratiques/categories',
    {
      schema: {
        tags,
        summary: 'Les catégories de fiches et leur nombre de fiches',
        response: { 200: z.array(practicalSheetCategoryCountSchema), ...notModified },
      },
    },
    async (request, reply) => sendPublicJson(request, reply, await countPracticalSheetCategories(request.em)),
  );

  fastify.get(
    '/fiches-pratiques/:slug',
    {
      schema: {
        tags,
        summary: 'Une fiche pratique entière',
        params: practicalSheetSlugParamsSchema,
        response: { 200: practicalSheetSchema, ...notModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, await getPracticalSheet(request.em, request.params.slug)),
  );
};

export default practicalSheetRoutes;
