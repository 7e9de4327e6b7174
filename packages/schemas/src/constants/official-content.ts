// zod-free: the public site's islands link to these pages and bound their searches too (the schemas
// in `official-data.ts` are built from the same constants).

/** Where the pages of the official content live (the API links to them, the sitemap lists them). */
export const officialContentPaths = {
  /** A practical sheet in the tools hub (spec 001 §2: /outils/fiche/{slug}). */
  practicalSheet: (slug: string) => `/outils/fiche/${encodeURIComponent(slug)}`,
  /** An article of the Code du travail: /code-du-travail/article/L1234-9. */
  labourCodeArticle: (id: string) => `/code-du-travail/article/${encodeURIComponent(id)}`,
  /** A level of the Code du travail's table of contents (a Légifrance section id, LEGISCTA…). */
  labourCodeSection: (id: string) => `/code-du-travail/sommaire/${encodeURIComponent(id)}`,
} as const;

/** Longest search text the tools hub's searches accept (the lists' field and the API alike). */
export const OFFICIAL_SEARCH_MAX_LENGTH = 200;
/** Shortest search by words (spec 001 §9: minimum query 2 characters). */
export const OFFICIAL_SEARCH_MIN_LENGTH = 2;
