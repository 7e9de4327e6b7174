import type { ArticleStatus } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { indexSearchDocument, removeSearchDocument } from '../search/index-documents.ts';
import { prepareArticleHtml } from './article-html.ts';
import { Article, type ArticleOrigin } from './article.entity.ts';

/** What a writer gives for an article (a file, the back office, an import). */
export interface ArticleInput {
  slug: string;
  title: string;
  summary: string;
  /** HTML, sanitised here whatever its origin. */
  content: string;
  category: string;
  tags: string[];
  imageUrl?: string | null;
  status: ArticleStatus;
  /** Defaults to the moment of publication for a published article. */
  publishedAt?: Date | null;
  author?: string | null;
  authorId?: number | null;
}

/** The text of an article as the site search indexes it. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Keeps the site search in step with the article, in the caller's transaction. */
async function syncSearchIndex(em: EntityManager, article: Article): Promise<void> {
  if (article.status !== 'published') {
    await removeSearchDocument(em, 'article', String(article.id));
    return;
  }
  await indexSearchDocument(em, 'article', {
    sourceId: String(article.id),
    type: 'article',
    title: article.title,
    description: article.summary,
    body: `${plainText(article.content)} ${article.tags.join(' ')}`,
    category: article.category,
    url: `/blog/${article.slug}`,
  });
}

function apply(
  article: Article,
  input: ArticleInput,
  origin: ArticleOrigin,
  sourceHash: string | null,
): void {
  const { content, wordCount } = prepareArticleHtml(input.content);
  article.slug = input.slug;
  article.title = input.title;
  article.summary = input.summary;
  article.content = content;
  article.wordCount = wordCount;
  article.category = input.category;
  article.tags = input.tags;
  article.imageUrl = input.imageUrl ?? null;
  article.status = input.status;
  article.publishedAt =
    input.publishedAt ?? (input.status === 'published' ? (article.publishedAt ?? new Date()) : null);
  if (input.author !== undefined) article.author = input.author;
  if (input.authorId !== undefined) article.authorId = input.authorId;
  article.origin = origin;
  article.sourceHash = sourceHash;
}

async function ensureSlugFree(em: EntityManager, slug: string, exceptId?: number): Promise<void> {
  const other = await em.findOne(Article, { slug }, { fields: ['id'] });
  if (other && other.id !== exceptId)
    throw new ConflictError(`Un article utilise déjà l’adresse « ${slug} ».`);
}

/** Writes a new article and its search document in one transaction. */
export async function createArticle(
  em: EntityManager,
  input: ArticleInput,
  origin: ArticleOrigin,
  sourceHash: string | null = null,
): Promise<Article> {
  return em.transactional(async (tx) => {
    await ensureSlugFree(tx, input.slug);
    const article = tx.create(Article, {
      slug: input.slug,
      title: input.title,
      summary: input.summary,
      content: '',
      category: input.category,
    });
    apply(article, input, origin, sourceHash);
    await tx.flush();
    await syncSearchIndex(tx, article);
    return article;
  });
}

/** Rewrites an article and its search document in one transaction. */
export async function updateArticle(
  em: EntityManager,
  id: number,
  input: ArticleInput,
  origin: ArticleOrigin,
  sourceHash: string | null = null,
): Promise<Article> {
  return em.transactional(async (tx) => {
    const article = await tx.findOne(Article, { id });
    if (!article) throw new NotFoundError('Article introuvable');
    await ensureSlugFree(tx, input.slug, id);
    apply(article, input, origin, sourceHash);
    await tx.flush();
    await syncSearchIndex(tx, article);
    return article;
  });
}
