import type { EntityManager } from '@mikro-orm/core';
import type { OfficialDataset } from '@dirigeo/schemas';
import { z } from 'zod';
import { foldForSearch } from './search-vocabulary.ts';

/** The words of a search, as typed, with those no text contains replaced by the closest that one does. */
export interface CorrectedSearch {
  /** The words to search, in order: each as typed, or its correction (without accents). */
  words: string[];
  /** The search as corrected, when a word was replaced; null otherwise. */
  corrected: string | null;
  /**
   * In how many documents each word of 4 letters or more (or its correction) appears, as far as the
   * vocabulary knows: how broad the search is, before running it.
   */
  documentCounts: number[];
}

/** Words shorter than this are searched as typed (articles, « de », « ou »…). */
const MIN_CORRECTED_LENGTH = 4;

const countRowSchema = z.object({ word: z.string(), document_count: z.number().int() });
const nearestRowSchema = z.object({ input: z.string(), word: z.string(), document_count: z.number().int() });

/** Similarity (pg_trgm) below which a word is no correction: « zygomatique » is not « automatique ». */
const MIN_SIMILARITY = 0.4;

/** The words of a search text: letters and digits, in order (« d’essai » gives « d », « essai »). */
export function searchWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Corrects the typos of a search against the dataset's vocabulary (OfficialSearchWord): a word of
 * 4 letters or more that no text of the dataset contains (folded as the vocabulary: accents and
 * case aside) becomes the most similar word that some text does (pg_trgm similarity at least 0.4,
 * the most frequent of equally similar words), so « licensiement » finds « licenciement ». One
 * query looks the words up; a second, only when some are missing, finds their nearest words
 * (trigram GIN index).
 */
export async function correctSearchWords(
  em: EntityManager,
  dataset: OfficialDataset,
  text: string,
): Promise<CorrectedSearch> {
  const words = searchWords(text);
  const candidates = [
    ...new Set(words.filter((word) => word.length >= MIN_CORRECTED_LENGTH && !/^\d+$/.test(word))),
  ];
  if (candidates.length === 0) return { words, corrected: null, documentCounts: [] };
  const connection = em.getConnection();
  const folded = new Map(candidates.map((word) => [word, foldForSearch(word)]));
  const known = new Map(
    z
      .array(countRowSchema)
      .parse(
        await connection.execute(
          `select "word", "document_count" from "official_search_word"
           where "dataset" = ? and "word" in (${candidates.map(() => '?').join(', ')})`,
          [dataset, ...folded.values()],
          'all',
          em.getTransactionContext(),
        ),
      )
      .map((row) => [row.word, row.document_count]),
  );
  const documentCounts: number[] = [];
  const missing: string[] = [];
  for (const word of candidates) {
    const count = known.get(folded.get(word) ?? word);
    if (count === undefined) missing.push(word);
    else documentCounts.push(count);
  }
  if (missing.length === 0) return { words, corrected: null, documentCounts };

  // One branch per missing word, the word a constant in each: the planner then takes the trigram
  // index, which `%` uses at the threshold set for this transaction (pg_trgm's default, 0.3, lets
  // ten times more candidates through).
  const branch = `select ?::text as "input", s."word", s."document_count", similarity(s."word", ?) as similarity
    from "official_search_word" s where s."dataset" = ? and s."word" % ?`;
  const rows = await em.transactional(async (tx) => {
    const context = tx.getTransactionContext();
    await tx
      .getConnection()
      .execute(`set local pg_trgm.similarity_threshold = ${MIN_SIMILARITY}`, [], 'run', context);
    return z.array(nearestRowSchema).parse(
      await tx.getConnection().execute(
        `select distinct on ("input") "input", "word", "document_count"
         from (${missing.map(() => branch).join(' union all ')}) as candidates
         order by "input", similarity desc, "document_count" desc, "word"`,
        missing.flatMap((word) => {
          const normalized = folded.get(word) ?? word;
          return [word, normalized, dataset, normalized];
        }),
        'all',
        context,
      ),
    );
  });
  const replacements = new Map<string, string>();
  for (const row of rows) {
    replacements.set(row.input, row.word);
    documentCounts.push(row.document_count);
  }
  if (replacements.size === 0) return { words, corrected: null, documentCounts };
  const correctedWords = words.map((word) => replacements.get(word) ?? word);
  return { words: correctedWords, corrected: correctedWords.join(' '), documentCounts };
}
