/**
 * How rare each of a question's words is in our own writings, so that the ranking weighs a rare
 * word (« dividendes », « CSE ») above a common one (« salaire », « verser ») — the inverse
 * document frequency of BM25. Counted over the headings (titles and summaries) of the practical
 * sheets, articles, tools, pages and FAQ, not over the Code du travail's 11 500 articles: each
 * repeats its sections' titles in its heading (« apprentissage » in a thousand of them), which
 * would tell the Code's outline, not what a visitor's word singles out.
 */
import type { EntityManager } from '@mikro-orm/core';
import { databaseMemo } from '../../lib/db/database-memo.ts';
import { querySql } from '../../lib/db/sql.ts';

/** How long the counts are trusted; a new sheet or article is weighed within this delay. */
export const WORD_RARITY_TTL_MS = 5 * 60_000;

/**
 * How much rarity counts, 0 to 1: a word weighs `1 - RARITY_SHARE + RARITY_SHARE × (its inverse
 * document frequency / the question's mean)`, so the weights average 1. Measured on the retrieval
 * questions of the tuning part: 0.25 and 0.4 gain one, 0.5 and 0.6 none, 0.75 loses one.
 */
export const RARITY_SHARE = 0.4;

/** A word in the headings of more than this share of all documents is in them everywhere. */
export const UBIQUITOUS_SHARE = 0.5;

/** A stem as the search looks for it: exactly, or as a prefix (`apprent:*`). */
export interface RarityForm {
  lexeme: string;
  prefix: boolean;
}

/** A question's word, with the other written forms it is searched as (`equivalent-forms.ts`). */
export interface RarityWord extends RarityForm {
  otherForms?: readonly RarityForm[] | undefined;
}

/** The headings' words (stems, as the index holds them) with how many documents hold each. */
export class WordRarity {
  readonly #lexemes: string[];
  readonly #counts: number[];
  readonly #documents: number;
  readonly #everywhere: ReadonlySet<string>;

  /**
   * `everywhere`: the stems in the headings of more than half of all documents, the Code du
   * travail's included (`UBIQUITOUS_SHARE`).
   */
  constructor(counts: ReadonlyMap<string, number>, documents: number, everywhere: Iterable<string> = []) {
    this.#lexemes = [...counts.keys()].sort();
    this.#counts = this.#lexemes.map((lexeme) => counts.get(lexeme) ?? 0);
    this.#documents = documents;
    this.#everywhere = new Set(everywhere);
  }

  /**
   * Whether a word is in most documents' headings: « travail », « code », « article » are in the
   * title of each of the Code's 11 500 articles (« Article L1234-9 du Code du travail »). Such a
   * word finds no candidate worth reading: each search of the headings for it read and ranked
   * 11 500 of them, 25 to 35 ms a question (stop 46). A prefix (`travail:*`) holds its stem's
   * documents and more.
   */
  isEverywhere(word: RarityForm): boolean {
    return this.#everywhere.has(word.lexeme);
  }

  /**
   * How many documents hold `lexeme`; for a prefix (`apprent:*` finds `apprentissag`), the sum
   * over the stems it begins, as the search counts them.
   */
  documentCount(lexeme: string, prefix: boolean): number {
    let low = 0;
    let high = this.#lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#lexemes[middle] ?? '') < lexeme) low = middle + 1;
      else high = middle;
    }
    let total = 0;
    for (let index = low; index < this.#lexemes.length; index += 1) {
      const candidate = this.#lexemes[index] ?? '';
      if (prefix ? !candidate.startsWith(lexeme) : candidate !== lexeme) break;
      total += this.#counts[index] ?? 0;
    }
    return total;
  }

  /**
   * BM25's inverse document frequency: ln(1 + N / (n + 1)), so a word no heading holds is rarest. A
   * word searched in several written forms (« 11 » or « onze ») counts the documents of each.
   */
  inverseFrequency(lexeme: string, prefix: boolean, otherForms: readonly RarityForm[] = []): number {
    const held = otherForms.reduce(
      (sum, form) => sum + this.documentCount(form.lexeme, form.prefix),
      this.documentCount(lexeme, prefix),
    );
    return Math.log(1 + this.#documents / (held + 1));
  }

  /** Whether some heading holds the word, in one of its written forms. */
  isHeld(word: RarityWord): boolean {
    return [word, ...(word.otherForms ?? [])].some(
      (form) => this.documentCount(form.lexeme, form.prefix) > 0,
    );
  }

  /** Each word's weight in the ranking, in order: 1 on average, more for a rarer word. */
  weightsOf(words: readonly RarityWord[]): number[] {
    const rarities = words.map((word) => this.inverseFrequency(word.lexeme, word.prefix, word.otherForms));
    const mean = rarities.reduce((sum, rarity) => sum + rarity, 0) / Math.max(1, rarities.length);
    if (mean === 0) return rarities.map(() => 1);
    return rarities.map((rarity) => 1 - RARITY_SHARE + (RARITY_SHARE * rarity) / mean);
  }
}

async function load(em: EntityManager): Promise<WordRarity> {
  // About 350 headings (90 ms on the bench's database with the Code du travail): read once per
  // `WORD_RARITY_TTL_MS`, never per question.
  const rows = await querySql<{ lexeme: string; documents: number | string; total: number | string }>(
    em,
    `select word.lexeme, count(*) as documents,
       (select count(*) from search_document where source <> 'code') as total
     from search_document d, unnest(d.head_vector) as word
     where d.source <> 'code'
     group by word.lexeme`,
  );
  const total = Number(rows[0]?.total ?? 0);
  // From the precomputed ranks' table, one row per word of each heading (80 ms, as rarely).
  const everywhere = await querySql<{ lexeme: string }>(
    em,
    `select lexeme from search_head_term group by lexeme
     having count(*) > ?::float * (select count(*) from search_document)`,
    [UBIQUITOUS_SHARE],
  );
  return new WordRarity(
    new Map(rows.map((row) => [row.lexeme, Number(row.documents)])),
    total,
    everywhere.map((row) => row.lexeme),
  );
}

const counts = databaseMemo(WORD_RARITY_TTL_MS, (em: EntityManager) => load(em));

/** The word counts of `em`'s database, read once per `WORD_RARITY_TTL_MS` (no question waits for it). */
export function wordRarity(em: EntityManager): Promise<WordRarity> {
  return counts.get(em, undefined);
}
