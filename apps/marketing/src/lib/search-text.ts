import { SEARCH_MAX_QUERY_LENGTH, SEARCH_MIN_QUERY_LENGTH } from '@dirigeo/schemas/constants';

/** A typed search as the lists run it: trimmed, at most 200 characters, none under 2 (spec 001 §5, §9). */
export function searchOfText(text: string): string {
  const search = text.trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
  return search.length >= SEARCH_MIN_QUERY_LENGTH ? search : '';
}

/**
 * Text as a search compares it: lower case, without accents or apostrophe variants, so that
 * « congés », « Conges » and « CONGÉS » match (the API's searches are accent-insensitive too).
 */
export function normalizedForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}
