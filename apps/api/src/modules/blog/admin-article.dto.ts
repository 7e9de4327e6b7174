import type { AdminArticle, AdminArticleListItem, ArticleWrite, ExportedArticle } from '@dirigeo/schemas';
import type { Article } from './article.entity.ts';
import type { ArticleInput } from './save-article.ts';

/** An article as the back office's editor reads it. */
export function toAdminArticleDto(article: Article): AdminArticle {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    content: article.content,
    category: article.category,
    tags: article.tags,
    imageUrl: article.imageUrl ?? null,
    status: article.status,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    author: article.author ?? null,
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
  };
}

/** A line of the back office's list, with the spec's field names (§3 "Blog article (admin read)"). */
export function toAdminArticleListItemDto(
  article: Pick<Article, 'id' | 'title' | 'slug' | 'publishedAt' | 'author' | 'status'>,
): AdminArticleListItem {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    publication_date: article.publishedAt?.toISOString() ?? null,
    author: article.author ?? null,
    status: article.status,
  };
}

/** An article as an export file holds it: exactly what an import writes back. */
export function toExportedArticle(article: Article): ExportedArticle {
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    content: article.content,
    category: article.category,
    tags: article.tags,
    imageUrl: article.imageUrl ?? null,
    status: article.status,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    author: article.author ?? null,
  };
}

/** What the back office writes (editor or import), as the blog's one writer takes it. */
export function articleInputOf(write: ArticleWrite): ArticleInput {
  return {
    slug: write.slug,
    title: write.title,
    summary: write.summary,
    content: write.content,
    category: write.category,
    tags: write.tags,
    imageUrl: write.imageUrl,
    status: write.status,
    publishedAt: write.publishedAt === null ? null : new Date(write.publishedAt),
    author: write.author,
  };
}
