/**
 * The vocabulary the typo correction compares searched words with: the words of a dataset's
 * texts, folded as the searches are (lower case, no accents, ligatures spelt out), with the number
 * of documents each appears in. Built in JavaScript when a dataset loads: tokenising the code's
 * 12 MB of text again in the database took PGlite seconds.
 */

/** Lower case, accents removed, « œ » and « æ » spelt out: « Œuvre Élue » → « oeuvre elue ». */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae');
}

/** Only words of 3 letters or more take part: shorter ones are searched as typed. */
const WORD = /[a-z]{3,}/g;

/** Each word of `documents` (folded) with the number of documents it appears in. */
export function buildSearchVocabulary(documents: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const document of documents) {
    const words = new Set(foldForSearch(document).match(WORD));
    for (const word of words) {
      if (word.length <= 255) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}
