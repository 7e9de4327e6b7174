/** Kinds of result (spec 001 §3 "Search result"): anything else is shown as a page. */
export const SEARCH_RESULT_TYPES = ['article', 'tool', 'fiche', 'page'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** The dialog's category filters (Tout, Articles, Outils, Fiches pratiques). */
export const SEARCH_CATEGORIES = ['all', 'article', 'tool', 'fiche'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** Spec 001 §9: search limit 20, minimum query 2 characters. */
export const SEARCH_MAX_RESULTS = 20;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_MAX_QUERY_LENGTH = 200;
