/**
 * What one public search may cost (issue 28 §4): on the embedded database a query runs on the
 * server's only thread, so a visitor typing long random words must not buy seconds of it. Every
 * search bounds its words here before they reach the typo correction or a trigram index.
 */

/**
 * No French word of our texts is longer (« anticonstitutionnellement » has 25 letters; the longest
 * in the Code du travail's vocabulary has 27): a longer one is searched as typed, never corrected,
 * never compared by trigrams.
 */
export const SEARCH_WORD_MAX_LENGTH = 40;

/** At most this many words of one search are corrected (each costs a trigram lookup). */
export const SEARCH_CORRECTED_WORDS_MAX = 3;

/** At most this many words of one search take part in it (a search is not a document). */
export const SEARCH_WORDS_MAX = 12;

/** The words of a search that may take part in it: the first few, none too long. */
export function boundedWords(words: readonly string[]): string[] {
  return words.filter((word) => word.length <= SEARCH_WORD_MAX_LENGTH).slice(0, SEARCH_WORDS_MAX);
}

/**
 * Past this, a public search's statement is cancelled on PostgreSQL (`lib/db/statement-timeout.ts`):
 * the bench's slowest search takes about 30 ms, so this only ever stops a pathological one.
 */
export const PUBLIC_SEARCH_TIMEOUT_MS = 2_000;
