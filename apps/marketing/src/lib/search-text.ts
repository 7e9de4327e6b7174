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
