import { type Article as ArticleDto, type ArticleSummary, readingMinutes } from '@dirigeo/schemas';
import type { Article } from './article.entity.ts';

/** The fields of an article a list shows, as a row of `list-articles.ts` or an entity. */
export interface ArticleListFields {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  wordCount: number;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function toArticleSummaryDto(article: ArticleListFields): ArticleSummary {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    category: article.category,
    tags: article.tags,
    imageUrl: article.imageUrl,
    publishedAt: iso(article.publishedAt),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    readingMinutes: readingMinutes(article.wordCount),
  };
}

export function toArticleDto(article: Article): ArticleDto {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    content: article.content,
    category: article.category,
    tags: article.tags,
    imageUrl: article.imageUrl ?? null,
    publishedAt: iso(article.publishedAt ?? null),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    readingMinutes: readingMinutes(article.wordCount),
  };
}
