import type { LabourCodeSearch, LabourCodeSearchResult } from '@dirigeo/schemas';
import { fetchJson } from '../../lib/fetch-json.ts';
import { searchOfText } from '../../lib/search-text.ts';
import { paths } from '../../lib/paths.ts';

/** Articles a search shows (the API's default). */
export const LABOUR_CODE_RESULTS = 20;

/** The search of /code-du-travail?q=…: trimmed, at most 200 characters, none under 2. */
export function labourCodeSearchOf(params: URLSearchParams | string): string {
  return searchOfText(new URLSearchParams(params).get('q') ?? '');
}

/** The page's address of a search: `/code-du-travail?q=L1234-9`, `/code-du-travail`. */
export function labourCodeSearchHrefOf(search: string): string {
  return search ? `/code-du-travail?${new URLSearchParams({ q: search })}` : paths.labourCode;
}

export function labourCodeSearchApiPath(search: string, limit = LABOUR_CODE_RESULTS): string {
  return `/api/code-du-travail/recherche?${new URLSearchParams({ q: search, limit: String(limit) })}`;
}

function isRef(value: unknown): value is { id: string; titre: string } {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as Record<string, unknown>;
  return typeof ref.id === 'string' && typeof ref.titre === 'string';
}

function isResult(value: unknown): value is LabourCodeSearchResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  return (
    typeof result.id === 'string' &&
    typeof result.numero === 'string' &&
    typeof result.extrait === 'string' &&
    isRef(result.section)
  );
}

/** Checks the search's shape (the island does without zod to stay small). */
export function parseLabourCodeSearch(value: unknown): LabourCodeSearch {
  if (typeof value === 'object' && value !== null) {
    const answer = value as Record<string, unknown>;
    if (
      (answer.mode === 'numero' || answer.mode === 'mots') &&
      typeof answer.recherche === 'string' &&
      (answer.rechercheCorrigee === null || typeof answer.rechercheCorrigee === 'string') &&
      Array.isArray(answer.resultats) &&
      answer.resultats.every(isResult)
    ) {
      return {
        mode: answer.mode,
        recherche: answer.recherche,
        rechercheCorrigee: answer.rechercheCorrigee,
        resultats: answer.resultats,
      };
    }
  }
  throw new Error('Réponse inattendue du serveur');
}

export async function fetchLabourCodeSearch(search: string, signal?: AbortSignal): Promise<LabourCodeSearch> {
  return parseLabourCodeSearch(await fetchJson(labourCodeSearchApiPath(search), signal ? { signal } : {}));
}

/** « 3 articles trouvés pour « préavis » », with the corrected words when the API corrected them. */
export function labourCodeSearchStatus(result: LabourCodeSearch, limit = LABOUR_CODE_RESULTS): string {
  const count = result.resultats.length;
  if (count === 0) return `Aucun article trouvé pour « ${result.rechercheCorrigee ?? result.recherche} »`;
  // The API answers at most `limit` articles: past that, these are the first, not all.
  const found =
    count >= limit
      ? `Les ${count} premiers articles`
      : `${count} ${count === 1 ? 'article trouvé' : 'articles trouvés'}`;
  if (result.mode === 'numero') return `${found} pour le numéro ${result.recherche}`;
  return result.rechercheCorrigee
    ? `${found} pour « ${result.rechercheCorrigee} » (recherche corrigée de « ${result.recherche} »)`
    : `${found} pour « ${result.recherche} »`;
}
