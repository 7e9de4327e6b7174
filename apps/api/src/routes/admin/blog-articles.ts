import {
  adminArticleListQuerySchema,
  adminArticleListSchema,
  adminArticleSchema,
  articleWriteSchema,
  blogExportSchema,
  blogImportBodySchema,
  blogImportQuerySchema,
  blogImportReportSchema,
  idParamsSchema,
} from '@dirigeo/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { toAdminArticleDto } from '../../modules/blog/admin-article.dto.ts';
import {
  createArticleFromBackOffice,
  exportAllArticles,
  exportFileOf,
  getArticleById,
  listAdminArticles,
  updateArticleFromBackOffice,
} from '../../modules/blog/admin-articles.ts';
import { importArticles } from '../../modules/blog/import-articles.ts';
import { errorResponses } from '../error-responses.ts';
import { adminSecurity as security } from './security.ts';

const tags = ['administration'];
/** An article's body may be long: 500 000 characters, up to 4 bytes each in UTF-8. */
const ARTICLE_BODY_LIMIT = 4 * 1024 * 1024;
/** An import file of many articles. */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** `articles-dirigeo-2026-11-22.json`. */
function exportFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * /api/admin/blog-articles: the back office's blog management (spec 001 §2 "Blog management",
 * issue 15). Registered inside the admin context: every route needs an admin session. Every write
 * goes through the blog's one writer (`save-article.ts`): sanitised body, site search in step.
 */
const adminBlogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/blog-articles',
    {
      schema: {
        tags,
        security,
        summary:
          'Les premiers articles (brouillons, puis publiés du plus récent au plus ancien) et leur nombre',
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminArticles(request.em, request.query.limit),
  );

  fastify.get(
    '/blog-articles/export',
    {
      schema: {
        tags,
        security,
        summary: 'Tous les articles, brouillons compris, en un fichier JSON que l’import reprend tel quel',
        response: { 200: blogExportSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('content-disposition', attachmentDisposition(exportFileName('articles-dirigeo')));
      return exportAllArticles(request.em);
    },
  );

  fastify.post(
    '/blog-articles/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Importer un fichier d’articles (celui de l’export)',
        description:
          'Chaque article est vérifié puis rapproché des articles existants par son adresse (slug) : créé, mis à jour, inchangé ou rejeté avec ses raisons. Avec dryRun=true (par défaut), rien n’est écrit. Sinon tout est écrit en une transaction, ou rien (400) dès qu’un article est rejeté.',
        querystring: blogImportQuerySchema,
        body: blogImportBodySchema,
        response: { 200: blogImportReportSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) => importArticles(request.em, request.body, { dryRun: request.query.dryRun }),
  );

  fastify.post(
    '/blog-articles',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Écrire un nouvel article (brouillon ou publié)',
        description:
          'Le texte (HTML) passe par le nettoyeur du site ; un article publié entre dans la recherche du site.',
        body: articleWriteSchema,
        response: { 201: adminArticleSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => {
      const article = await createArticleFromBackOffice(request.em, request.body);
      return reply.status(201).send(toAdminArticleDto(article));
    },
  );

  fastify.get(
    '/blog-articles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Un article, brouillon ou publié, pour l’éditeur',
        params: idParamsSchema,
        response: { 200: adminArticleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toAdminArticleDto(await getArticleById(request.em, request.params.id)),
  );

  fastify.get(
    '/blog-articles/:id/export',
    {
      schema: {
        tags,
        security,
        summary: 'Un article en fichier JSON (le format de l’export, que l’import reprend)',
        params: idParamsSchema,
        response: { 200: blogExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const article = await getArticleById(request.em, request.params.id);
      reply.header('content-disposition', attachmentDisposition(exportFileName(`article-${article.slug}`)));
      return exportFileOf([article]);
    },
  );

  fastify.put(
    '/blog-articles/:id',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Réécrire un article (texte, adresse, statut : publier ou repasser en brouillon)',
        description:
          'Le texte (HTML) passe par le nettoyeur du site. Un article venu d’un fichier du dépôt n’est plus remplacé par son fichier ensuite.',
        params: idParamsSchema,
        body: articleWriteSchema,
        response: { 200: adminArticleSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) =>
      toAdminArticleDto(await updateArticleFromBackOffice(request.em, request.params.id, request.body)),
  );
};

export default adminBlogRoutes;
