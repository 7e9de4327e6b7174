import type { SearchCategory, SearchResult } from '@dirigeo/schemas';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_RESULTS, SEARCH_RESULT_TYPES } from '@dirigeo/schemas/constants';
import { fetchApi } from '../shared/fetch-api.ts';

function isSearchResult(value: unknown): value is SearchResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  return (
    typeof result.id === 'string' &&
    typeof result.title === 'string' &&
    typeof result.description === 'string' &&
    typeof result.category === 'string' &&
    typeof result.url === 'string' &&
    typeof result.type === 'string'
  );
}

/** Spec 001 §3: a type other than article, tool or fiche is shown as a page. */
function normaliseType(result: SearchResult): SearchResult {
  return (SEARCH_RESULT_TYPES as readonly string[]).includes(result.type)
    ? result
    : { ...result, type: 'page' };
}

/** GET /api/search (spec 001 §7), at most 20 results. */
export async function searchSite(
  query: string,
  category: SearchCategory,
  signal?: AbortSignal,
): Promise<SearchResult[]> {
  const params = new URLSearchParams({
    q: query.slice(0, SEARCH_MAX_QUERY_LENGTH),
    category,
    limit: String(SEARCH_MAX_RESULTS),
  });
  const answer = await fetchApi(`/api/search?${params}`, signal ? { signal } : {});
  if (!Array.isArray(answer)) throw new Error('Réponse inattendue du serveur');
  return answer.filter(isSearchResult).map(normaliseType);
}
