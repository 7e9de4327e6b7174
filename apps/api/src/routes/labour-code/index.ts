import type { Env } from '../../env.ts';
import { publicSearchRateLimit } from '../public-form-rate-limit.ts';
import {
  labourCodeArticleParamsSchema,
  labourCodeArticleSchema,
  labourCodePlanSchema,
  labourCodeSearchQuerySchema,
  labourCodeSearchSchema,
  labourCodeSectionParamsSchema,
  labourCodeTableOfContentsSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublicJson } from '../../lib/public-cache.ts';
import { getLabourCodeArticle } from '../../modules/labour-code/get-labour-code-article.ts';
import { getLabourCodeTableOfContents } from '../../modules/labour-code/get-labour-code-table-of-contents.ts';
import { listLabourCodePlan } from '../../modules/labour-code/list-labour-code-plan.ts';
import { searchLabourCode } from '../../modules/labour-code/search-labour-code.ts';
import { errorResponses } from '../error-responses.ts';

const tags = ['code du travail'];
const notModified = { 304: z.null().describe('Inchangé depuis la version que désigne If-None-Match') };

/** /api/code-du-travail: the articles in force, their search and the table of contents, public. */
const labourCodeRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (fastify, { env }) => {
  fastify.get(
    '/code-du-travail/recherche',
    {
      config: publicSearchRateLimit(env),
      schema: {
        tags,
        summary: 'Chercher un article par numéro (L1234-9, 1234-9, L. 1234-9) ou par mots',
        description:
          'Par mots : recherche en français dans le texte des articles et les titres de leurs sections, accents ignorés, meilleurs résultats en premier, fautes de frappe corrigées. limit : 20 par défaut, 50 au plus.',
        querystring: labourCodeSearchQuerySchema,
        response: { 200: labourCodeSearchSchema, ...notModified, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, await searchLabourCode(request.em, request.query)),
  );

  fastify.get(
    '/code-du-travail/articles/:id',
    {
      schema: {
        tags,
        summary: 'Un article en vigueur, sa place dans le code, les articles précédent et suivant',
        params: labourCodeArticleParamsSchema,
        response: { 200: labourCodeArticleSchema, ...notModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, await getLabourCodeArticle(request.em, request.params.id)),
  );

  fastify.get(
    '/code-du-travail/sommaire',
    {
      schema: {
        tags,
        summary: 'Le premier niveau du sommaire : les parties du code',
        response: { 200: labourCodeTableOfContentsSchema, ...notModified, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, await getLabourCodeTableOfContents(request.em, null)),
  );

  fastify.get(
    '/code-du-travail/plan',
    {
      // Some 16 000 rows read: a bot asking it again and again is held like a search.
      config: publicSearchRateLimit(env),
      schema: {
        tags,
        summary: 'Toutes les sections du sommaire et tous les articles en vigueur, par identifiant',
        description:
          "Dans l'ordre du code, les sections avant leurs sous-sections : de quoi lister toutes les pages du code (plan du site) en une seule requête.",
        response: { 200: labourCodePlanSchema, ...notModified, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => sendPublicJson(request, reply, await listLabourCodePlan(request.em)),
  );

  fastify.get(
    '/code-du-travail/sommaire/:id',
    {
      schema: {
        tags,
        summary: "Un niveau du sommaire : les articles d'une section, puis ses sous-sections",
        params: labourCodeSectionParamsSchema,
        response: { 200: labourCodeTableOfContentsSchema, ...notModified, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendPublicJson(request, reply, await getLabourCodeTableOfContents(request.em, request.params.id)),
  );
};

export default labourCodeRoutes;
