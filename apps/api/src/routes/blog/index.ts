import type { Env } from '../../env.ts';
import { publicSearchRateLimit } from '../public-form-rate-limit.ts';
import {
  articleSchema,
  articleSlugParamsSchema,
  blogListQuerySchema,
  blogListSchema,
} from '@dirigeo/schemas';
import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toArticleDto } from '../../modules/blog/article.dto.ts';
import { getPublishedArticle } from '../../modules/blog/get-article.ts';
import { listPublishedArticles } from '../../modules/blog/list-articles.ts';
import { errorResponses } from '../error-responses.ts';
import { PUBLIC_CONTENT_CACHE } from '../public-cache.ts';

const tags = ['blog'];

/** /api/blog: the published articles (spec 001 §7), public, cacheable by a CDN. */
const blogRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (fastify, { env }) => {
  await fastify.register(fastifyEtag);

  fastify.get(
    '/blog',
    {
      config: publicSearchRateLimit(env),
      schema: {
        tags,
        summary:
          'Les articles publiés, du plus récent au plus ancien, ou les plus pertinents pour une recherche',
        description:
          'Une recherche compte au plus 1 000 articles : au-delà, `pagination.total` vaut 1 000 et `pagination.capped` vaut vrai (« plus de 1 000 articles »).',
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return listPublishedArticles(request.em, request.query);
    },
  );

  fastify.get(
    '/blog/:slug',
    {
      schema: {
        tags,
        summary: 'Un article publié',
        params: articleSlugParamsSchema,
        response: { 200: articleSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return toArticleDto(await getPublishedArticle(request.em, request.params.slug));
    },
  );
};

export default blogRoutes;
