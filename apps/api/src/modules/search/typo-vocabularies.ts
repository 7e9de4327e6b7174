/**
 * The dictionaries the typo correction reads (`typo-vocabulary.ts`), one per corpus, loaded from
 * the database on first use and kept in memory per database: the Code du travail's and the
 * practical sheets' vocabularies (`official_search_word`, built when a dataset loads), the site
 * search's (the words of its documents' titles and descriptions) and the collective agreements'
 * (their titles). A write through this process forgets the dictionary it changes; another
 * instance's write is seen within `VOCABULARY_TTL_MS` (a late correction costs no right result).
 */
import type { EntityManager } from '@mikro-orm/core';
import { databaseMemo } from '../../lib/db/database-memo.ts';
import { querySql } from '../../lib/db/sql.ts';
import { buildSearchVocabulary } from './search-vocabulary.ts';
import { TypoVocabulary } from './typo-vocabulary.ts';

export type VocabularyName = 'code-du-travail' | 'fiches-pratiques' | 'site' | 'conventions-collectives';

/** How long a dictionary is trusted without a write through this process. */
export const VOCABULARY_TTL_MS = 5 * 60_000;

async function load(em: EntityManager, name: VocabularyName): Promise<TypoVocabulary> {
  if (name === 'site') {
    const rows = await querySql<{ text: string }>(
      em,
      `select title || ' ' || description as text from search_document`,
    );
    return new TypoVocabulary(buildSearchVocabulary(rows.map((row) => row.text)));
  }
  if (name === 'conventions-collectives') {
    const rows = await querySql<{ text: string }>(em, `select search_text as text from collective_agreement`);
    return new TypoVocabulary(buildSearchVocabulary(rows.map((row) => row.text)));
  }
  const rows = await querySql<{ word: string; document_count: number }>(
    em,
    `select "word", "document_count" from "official_search_word" where "dataset" = ?`,
    [name],
  );
  return new TypoVocabulary(new Map(rows.map((row) => [row.word, Number(row.document_count)])));
}

const vocabularies = databaseMemo(VOCABULARY_TTL_MS, load);

/**
 * The dictionary of `name`, loaded at most once at a time; past its time to live it is still served
 * while the next one loads (the site's, 22 000 documents with the bench's articles, takes a few
 * hundred milliseconds to read).
 */
export function typoVocabulary(em: EntityManager, name: VocabularyName): Promise<TypoVocabulary> {
  return vocabularies.get(em, name);
}

/** Forgets dictionaries a write changed (all of them when `names` is empty). */
export function forgetTypoVocabularies(em: EntityManager, ...names: VocabularyName[]): void {
  vocabularies.forget(em, ...names);
}
