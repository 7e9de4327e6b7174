import type { SearchCategory, SearchResultType } from '@dirigeo/schemas';

/** The dialog's filters (spec 001 §2). */
export const SEARCH_FILTERS: readonly { value: SearchCategory; label: string }[] = [
  { value: 'all', label: 'Tout' },
  { value: 'article', label: 'Articles' },
  { value: 'tool', label: 'Outils' },
  { value: 'fiche', label: 'Fiches pratiques' },
];

/** The badge of each kind of result (spec 001 §2). */
export const SEARCH_TYPE_BADGES: Record<SearchResultType, string> = {
  article: 'Article',
  tool: 'Outil',
  fiche: 'Fiche',
  page: 'Page',
};

/**
 * « 1 résultat », « 12 résultats »; a full page (`pageSize`, the most the search answers) is only
 * a page: « 20 premiers résultats », never « 20 résultats » when there may be hundreds (issue 29).
 */
export function resultCountLabel(count: number, pageSize = Number.POSITIVE_INFINITY): string {
  if (count >= pageSize) return `${pageSize}\u00a0premiers résultats`;
  return count === 1 ? '1 résultat' : `${count} résultats`;
}

/** Whether choosing a result opens it in a new tab (spec 001 §2: URLs starting with http). */
export function opensInNewTab(url: string): boolean {
  return /^https?:/i.test(url);
}
