import {
  type AdminArticleList,
  type ArticleWrite,
  BLOG_EXPORT_FORMAT,
  BLOG_EXPORT_VERSION,
  type BlogExport,
} from '@dirigeo/schemas';
import { type EntityManager, QueryOrder } from '@mikro-orm/core';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { articleInputOf, toAdminArticleListItemDto, toExportedArticle } from './admin-article.dto.ts';
import { prepareArticleHtml } from './article-html.ts';
import { Article } from './article.entity.ts';
import { createArticle, updateArticle } from './save-article.ts';

/**
 * The back office's list (spec 001 §2): the first `limit` articles, drafts first (they are being
 * written), then the published ones newest first; and how many articles there are in all.
 */
export async function listAdminArticles(em: EntityManager, limit: number): Promise<AdminArticleList> {
  const [articles, total] = await em.findAndCount(
    Article,
    {},
    {
      fields: ['id', 'title', 'slug', 'publishedAt', 'author', 'status'],
      orderBy: { publishedAt: QueryOrder.DESC_NULLS_FIRST, id: QueryOrder.DESC },
      limit,
    },
  );
  return { articles: articles.map(toAdminArticleListItemDto), total };
}

/** Any article, draft or published, by its id (the back office's editor and download). */
export async function getArticleById(em: EntityManager, id: number): Promise<Article> {
  const article = await em.findOne(Article, { id });
  if (!article) throw new NotFoundError('Article introuvable');
  return article;
}

/** The message of a body that holds no text once sanitised (only a script, say). */
export const EMPTY_ARTICLE_TEXT = 'Veuillez écrire le texte de l’article.';

/** Whether a body still has words once it went through the sanitiser. */
export function hasTextOnceSanitised(html: string): boolean {
  return prepareArticleHtml(html).wordCount > 0;
}

function assertHasText(write: ArticleWrite): void {
  if (!hasTextOnceSanitised(write.content))
    throw new ValidationError([{ path: 'content', message: EMPTY_ARTICLE_TEXT }]);
}

/** Writes a new article from the back office's editor. */
export function createArticleFromBackOffice(em: EntityManager, write: ArticleWrite): Promise<Article> {
  assertHasText(write);
  return createArticle(em, articleInputOf(write), 'back-office');
}

/**
 * Rewrites an article from the back office's editor. An article loaded from a file is the back
 * office's from then on: its file no longer overwrites it (`load-article-files.ts`).
 */
export function updateArticleFromBackOffice(
  em: EntityManager,
  id: number,
  write: ArticleWrite,
): Promise<Article> {
  assertHasText(write);
  return updateArticle(em, id, articleInputOf(write), 'back-office');
}

/** An export file of `articles`: what Import takes back unchanged. */
export function exportFileOf(articles: readonly Article[], now = new Date()): BlogExport {
  return {
    format: BLOG_EXPORT_FORMAT,
    version: BLOG_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    articles: articles.map(toExportedArticle),
  };
}

/** Every article, drafts included, oldest first: the export file of the whole blog. */
export async function exportAllArticles(em: EntityManager): Promise<BlogExport> {
  const articles = await em.find(
    Article,
    {},
    { orderBy: { publishedAt: QueryOrder.ASC_NULLS_LAST, id: QueryOrder.ASC } },
  );
  return exportFileOf(articles);
}
