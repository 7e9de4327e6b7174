import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { Article } from './article.entity.ts';

/** A published article by its slug (GET /api/blog/{slug}); a draft or an unknown slug is a 404. */
export async function getPublishedArticle(em: EntityManager, slug: string): Promise<Article> {
  const article = await em.findOne(Article, { slug, status: 'published' });
  if (!article) throw new NotFoundError('Article introuvable');
  return article;
}
