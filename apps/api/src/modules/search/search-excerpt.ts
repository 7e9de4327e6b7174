import { searchWords } from './correct-search-words.ts';

/** Lower case without accents, character for character (positions stay those of the original). */
function fold(text: string): string {
  let folded = '';
  for (const character of text) {
    const base = character
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    // Keep one character per character: a ligature (œ) or an unusual letter stays as it is.
    folded += base.length === character.length ? base : character.toLowerCase();
  }
  return folded;
}

/**
 * A plain-text excerpt of `text` of about `length` characters, around the first place one of the
 * searched words appears (matched on its first 5 letters, accents aside, as French stemming would
 * match « licenciés » for « licenciement »); the beginning of the text when none does. Cut at
 * word boundaries, with « … » where text is left out.
 */
export function searchExcerpt(text: string, words: readonly string[], length = 240): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const folded = fold(plain);
  let start = 0;
  const stems = words
    .flatMap((word) => searchWords(fold(word)))
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, 5));
  const positions = stems
    .map((stem) => new RegExp(`(^|[^\\p{L}\\p{N}])${stem}`, 'u').exec(folded))
    .filter((match) => match !== null)
    .map((match) => match.index + (match[1] ?? '').length);
  if (positions.length > 0) {
    const first = Math.min(...positions);
    // A little context before the word, from a word boundary.
    start = Math.max(0, first - Math.floor(length / 4));
    if (start > 0) start = plain.indexOf(' ', start) + 1 || start;
  }
  let end = Math.min(plain.length, start + length);
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '… ' : ''}${plain.slice(start, end).trim()}${end < plain.length ? ' …' : ''}`;
}
