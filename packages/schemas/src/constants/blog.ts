/** Spec 001 §9: blog page size 9, suggestions fetch 6 and show 2, 3 tags per card. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_SUGGESTIONS_FETCHED = 6;
export const BLOG_SUGGESTIONS_SHOWN = 2;
export const BLOG_CARD_TAGS = 3;
/**
 * A blog search counts its matches up to this many (issue 28 §3): past it the list says « plus de
 * 1 000 articles », and its pages are those of the first 1 000, more than a visitor pages through.
 */
export const BLOG_SEARCH_COUNT_LIMIT = 1_000;
/** Longest blog search accepted (the list's field and GET /api/blog alike). */
export const BLOG_SEARCH_MAX_LENGTH = 200;
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

/** An article's address under /blog/: lowercase ASCII words joined by single hyphens. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_SLUG_MAX_LENGTH = 200;

/**
 * The slug a title suggests: accents dropped (« é » → « e », « œ » → « oe »), lowercase, every run
 * of other characters one hyphen, cut at a word under 200 characters. « Président de SASU : la
 * paie en 2026 » → `president-de-sasu-la-paie-en-2026`.
 */
export function slugify(title: string): string {
  const words = title
    .replaceAll('œ', 'oe')
    .replaceAll('Œ', 'OE')
    .replaceAll('æ', 'ae')
    .replaceAll('Æ', 'AE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > ARTICLE_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug === '' ? (words[0] ?? '').slice(0, ARTICLE_SLUG_MAX_LENGTH) : slug;
}
