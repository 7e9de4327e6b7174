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

/** Minutes to read a text of `wordCount` words (spec 001 §2: words / 200, rounded up; at least 1). */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE));
}
