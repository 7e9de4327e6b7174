/**
 * Typo correction against a dictionary of the corpus's own words (issue 28 §3 and §4): each word of
 * a search that no text holds is compared with a few thousand known words, in memory, by the
 * trigram similarity pg_trgm computes (the same trigrams, the same 0.4 threshold), instead of
 * asking the database to compare it with every title. A search then costs microseconds of
 * correction, whatever its words, and nothing of the embedded database's only thread.
 */
import { foldForSearch } from './search-vocabulary.ts';
import { SEARCH_CORRECTED_WORDS_MAX, SEARCH_WORD_MAX_LENGTH } from './search-limits.ts';

/** Similarity below which a word is no correction (pg_trgm's threshold as the searches set it before). */
export const MIN_SIMILARITY = 0.4;
/** Words shorter than this are searched as typed (articles, « de », « ou »…). */
export const MIN_CORRECTED_LENGTH = 4;

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, each once. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) trigrams.add(padded.slice(index, index + 3));
  return trigrams;
}

/** A corpus's words with the number of documents holding each, indexed by trigram. */
export class TypoVocabulary {
  readonly #counts: ReadonlyMap<string, number>;
  readonly #words: string[] = [];
  readonly #sizes: number[] = [];
  readonly #byTrigram = new Map<string, number[]>();

  /** `counts`: each word, folded (`foldForSearch`), with how many documents hold it. */
  constructor(counts: ReadonlyMap<string, number>) {
    this.#counts = counts;
    for (const word of counts.keys()) {
      if (word.length > SEARCH_WORD_MAX_LENGTH) continue;
      const id = this.#words.length;
      const trigrams = trigramsOf(word);
      this.#words.push(word);
      this.#sizes.push(trigrams.size);
      for (const trigram of trigrams) {
        const ids = this.#byTrigram.get(trigram);
        if (ids) ids.push(id);
        else this.#byTrigram.set(trigram, [id]);
      }
    }
  }

  get size(): number {
    return this.#words.length;
  }

  /** How many documents hold `word` (folded), or undefined when none does. */
  documentCount(word: string): number | undefined {
    return this.#counts.get(word);
  }

  /**
   * The known word closest to `word` (folded): the most similar at `MIN_SIMILARITY` or more, the
   * most frequent of equally similar ones, then the first in alphabetical order; null when none.
   */
  nearest(word: string): string | null {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const id of this.#byTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    let best: { word: string; similarity: number; count: number } | null = null;
    for (const [id, common] of shared) {
      const similarity = common / (trigrams.size + (this.#sizes[id] ?? 0) - common);
      if (similarity < MIN_SIMILARITY) continue;
      const candidate = this.#words[id] ?? '';
      const count = this.#counts.get(candidate) ?? 0;
      if (
        !best ||
        similarity > best.similarity ||
        (similarity === best.similarity &&
          (count > best.count || (count === best.count && candidate < best.word)))
      ) {
        best = { word: candidate, similarity, count };
      }
    }
    return best?.word ?? null;
  }

  /**
   * The known word fewest edits from `word` (folded), `maxEdits` at most, by `distance` (bounded:
   * it may stop past `maxEdits`): of the words sharing two of its trigrams at least, the nearest,
   * then the most frequent, then the first in alphabetical order; null when none is that close. A
   * letter typed for another in the middle of a short word (« conjés » for « congés ») changes three
   * of its trigrams, which the similarity of `nearest` does not forgive. Only the words `accept`
   * takes are candidates (all of them by default).
   */
  closestWithin(
    word: string,
    maxEdits: number,
    distance: (a: string, b: string, bound: number) => number,
    accept: (candidate: string) => boolean = () => true,
  ): string | null {
    const shared = new Map<number, number>();
    for (const trigram of trigramsOf(word)) {
      for (const id of this.#byTrigram.get(trigram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    let best: { word: string; edits: number; count: number } | null = null;
    for (const [id, common] of shared) {
      const candidate = this.#words[id] ?? '';
      if (common < 2 || Math.abs(candidate.length - word.length) > maxEdits || !accept(candidate)) continue;
      const edits = distance(word, candidate, maxEdits);
      if (edits > maxEdits) continue;
      const count = this.#counts.get(candidate) ?? 0;
      if (
        !best ||
        edits < best.edits ||
        (edits === best.edits && (count > best.count || (count === best.count && candidate < best.word)))
      ) {
        best = { word: candidate, edits, count };
      }
    }
    return best?.word ?? null;
  }
}

/** The words of a search, as typed, with those no text holds replaced by the closest that one does. */
export interface CorrectedWords {
  /** The words to search, in order: each as typed, or its correction (folded). */
  words: string[];
  /** The search as corrected, when a word was replaced; null otherwise. */
  corrected: string | null;
  /** In how many documents each word of 4 letters or more (or its correction) appears, when known. */
  documentCounts: number[];
}

/**
 * « à » and « a », which the index keeps as a word: `french_unaccent` takes the accents off before
 * its French stop-word list, which holds « à » but not « a », so both reach the index as 'a', a
 * word of nearly every text (« il a »). Kept in a search, « prélèvement à la source » required it
 * of every heading and had 1 675 headings of the blog's bench ranked instead of the matches of its
 * two words, and a last « a » typed became the prefix of every word in a.
 */
function isUnlistedStopWord(word: string): boolean {
  return /^[aà]$/iu.test(word);
}

/**
 * The words of a search text: letters and digits, in order (« d’essai » gives « d », « essai »),
 * without « à » and « a » (above) unless they are all it holds.
 */
export function searchWords(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter((word) => !isUnlistedStopWord(word));
  return kept.length > 0 ? kept : words;
}

/**
 * A web-search text (words, "phrases", -excluded) without its « à » and « a » (above), those of its
 * "phrases" kept: a phrase's words are matched at their distance, which a missing word would change.
 */
export function withoutUnlistedStopWords(search: string): string {
  const kept = search
    .split('"')
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/(^|\s)[aà](?=\s|$)/giu, '$1').replace(/\s{2,}/g, ' '),
    )
    .join('"')
    .trim();
  return /[\p{L}\p{N}]/u.test(kept) ? kept : search;
}

/**
 * Corrects the typos of a search against `vocabulary`: a word of 4 to 40 letters that no document
 * holds becomes its nearest known word; only the first `SEARCH_CORRECTED_WORDS_MAX` unknown words
 * are looked at, and a longer word is kept as typed (it can only find nothing).
 */
export function correctWords(vocabulary: TypoVocabulary, text: string): CorrectedWords {
  const words = searchWords(text);
  const replacements = new Map<string, string>();
  const documentCounts: number[] = [];
  let looked = 0;
  const seen = new Set<string>();
  for (const word of words) {
    if (seen.has(word)) continue;
    seen.add(word);
    if (word.length < MIN_CORRECTED_LENGTH || word.length > SEARCH_WORD_MAX_LENGTH || /^\d+$/.test(word)) {
      continue;
    }
    const folded = foldForSearch(word);
    const count = vocabulary.documentCount(folded);
    if (count !== undefined) {
      documentCounts.push(count);
      continue;
    }
    if (looked >= SEARCH_CORRECTED_WORDS_MAX) continue;
    looked += 1;
    const nearest = vocabulary.nearest(folded);
    if (nearest !== null) {
      replacements.set(word, nearest);
      documentCounts.push(vocabulary.documentCount(nearest) ?? 0);
    }
  }
  if (replacements.size === 0) return { words, corrected: null, documentCounts };
  const correctedWords = words.map((word) => replacements.get(word) ?? word);
  return { words: correctedWords, corrected: correctedWords.join(' '), documentCounts };
}
