import { z } from './zod-fr.ts';

/** Spec 001 §9: blog page size 9, suggestions fetch 6 and show 2, 3 tags per card. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_SUGGESTIONS_FETCHED = 6;
export const BLOG_SUGGESTIONS_SHOWN = 2;
export const BLOG_CARD_TAGS = 3;
/** Spec 001 §2: reading time is the word count divided by 200, rounded up. */
export const READING_WORDS_PER_MINUTE = 200;

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/**
 * The categories articles are filed under. The blog's generated covers pick their look from these
 * words (spec 001 §2: fiscal, paie, social, juridique, comptabilité, otherwise default).
 */
export const ARTICLE_CATEGORIES = ['Paie', 'Social', 'Fiscalité', 'Juridique', 'Comptabilité'] as const;

/** An article as the public API answers it (spec 001 §3 "Article"). */
export const articleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** ISO 8601; null for a draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** An article in a list: everything but its body, and its reading time. */
export const articleSummarySchema = articleSchema.omit({ content: true }).extend({
  /** Minutes, from the body's word count (spec 001 §2). */
  readingMinutes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** GET /api/blog's query (spec 001 §7). */
export const blogListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Le nombre d’articles doit être un nombre.' })
    .int({ error: 'Le nombre d’articles doit être un nombre entier.' })
    .min(1, { error: 'Le nombre d’articles doit être au moins 1.' })
    .max(BLOG_MAX_PAGE_SIZE, { error: `Le nombre d’articles ne peut pas dépasser ${BLOG_MAX_PAGE_SIZE}.` })
    .default(BLOG_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'La position de départ doit être un nombre.' })
    .int({ error: 'La position de départ doit être un nombre entier.' })
    .min(0, { error: 'La position de départ ne peut pas être négative.' })
    .max(1_000_000, { error: 'La position de départ est trop grande.' })
    .default(0),
  search: z
    .string()
    .trim()
    .max(200, { error: 'La recherche ne peut pas dépasser 200 caractères.' })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  category: z
    .string()
    .trim()
    .max(100, { error: 'La catégorie ne peut pas dépasser 100 caractères.' })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** GET /api/blog's answer (spec 001 §3 "Blog list response"). */
export const blogListSchema = z.object({
  articles: z.array(articleSummarySchema),
  pagination: z.object({
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const articleSlugParamsSchema = z.object({
  slug: z.string().max(200, { error: 'Article introuvable' }),
});

/** Minutes to read `text` (spec 001 §2: words / 200, rounded up; at least 1). */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE));
}
