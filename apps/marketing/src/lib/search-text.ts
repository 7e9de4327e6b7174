import { OFFICIAL_SEARCH_MAX_LENGTH, OFFICIAL_SEARCH_MIN_LENGTH } from '@dirigeo/schemas/constants';

/** A typed search as the tools hub's lists run it (the API's official searches): trimmed, at most 200 characters, none under 2 (spec 001 §5, §9). */
export function searchOfText(text: string): string {
  const search = text.trim().slice(0, OFFICIAL_SEARCH_MAX_LENGTH);
  return search.length >= OFFICIAL_SEARCH_MIN_LENGTH ? search : '';
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
