import {
  SEARCH_CATEGORIES,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_RESULTS,
  SEARCH_RESULT_TYPES,
} from './constants/search.ts';
import { z } from './zod-fr.ts';

/** GET /api/search's query: under 2 characters the answer is an empty list, not an error. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_QUERY_LENGTH, {
      error: `La recherche ne peut pas dépasser ${SEARCH_MAX_QUERY_LENGTH} caractères.`,
    })
    .default(''),
  category: z
    .enum(SEARCH_CATEGORIES, { error: 'Catégorie inconnue : choisissez all, article, tool ou fiche.' })
    .default('all'),
  limit: z.coerce
    .number({ error: 'Le nombre de résultats doit être un nombre.' })
    .int({ error: 'Le nombre de résultats doit être un nombre entier.' })
    .min(1, { error: 'Le nombre de résultats doit être au moins 1.' })
    .max(SEARCH_MAX_RESULTS, { error: `Le nombre de résultats ne peut pas dépasser ${SEARCH_MAX_RESULTS}.` })
    .default(SEARCH_MAX_RESULTS),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One hit of the site-wide search (spec 001 §3). */
export const searchResultSchema = z.object({
  /** Stable id: the kind of content and its own id (`article:42`, `fiche:licenciement`). */
  id: z.string(),
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  /** A short excerpt: the document's description. */
  description: z.string(),
  /** Its category as shown on the site (« Paie », « Simulateurs », « Code du travail »). */
  category: z.string(),
  /** Where it lives: a path of the site, or an `http(s)` address opened in a new tab. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
