import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, BLOG_SEARCH_MAX_LENGTH } from './constants/blog.ts';
import { z } from './zod-fr.ts';

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
  /** Minutes, from the body's word count (spec 001 §2). */
  readingMinutes: z.number().int(),
});
export type Article = z.infer<typeof articleSchema>;

/** An article in a list: everything but its body. */
export const articleSummarySchema = articleSchema.omit({ content: true });
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
    .max(BLOG_SEARCH_MAX_LENGTH, {
      error: `La recherche ne peut pas dépasser ${BLOG_SEARCH_MAX_LENGTH} caractères.`,
    })
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
    /** The number of articles listed, or found by the search; at most `BLOG_SEARCH_COUNT_LIMIT` for a search. */
    total: z.number().int(),
    /** True when the search found more than `total` articles (« plus de 1 000 articles »): it stopped counting. */
    capped: z.boolean(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const articleSlugParamsSchema = z.object({
  slug: z.string().max(200, { error: 'Article introuvable' }),
});
