import type { EntityManager } from '@mikro-orm/core';
import { withStatementTimeout } from '../../lib/db/statement-timeout.ts';
import {
  type CollectiveAgreement,
  COLLECTIVE_AGREEMENTS_DEFAULT_LIMIT,
  COLLECTIVE_AGREEMENTS_SEARCH_DEFAULT_LIMIT,
  type CollectiveAgreementSearchQuery,
} from '@dirigeo/schemas';
import { z } from 'zod';
import { searchWords } from '../search/correct-search-words.ts';
import { querySql } from '../../lib/db/sql.ts';
import { foldForSearch } from '../search/search-vocabulary.ts';
import { boundedWords, PUBLIC_SEARCH_TIMEOUT_MS } from '../search/search-limits.ts';
import { typoVocabulary } from '../search/typo-vocabularies.ts';
import { correctWords } from '../search/typo-vocabulary.ts';
import { agreementsNamedIn } from './agreement-names.ts';

const agreementRowSchema = z.object({
  idcc: z.string(),
  title: z.string(),
  short_title: z.string(),
  kali_id: z.string(),
});
type AgreementRow = z.infer<typeof agreementRowSchema>;

const COLUMNS = 'a."idcc", a."title", a."short_title", a."kali_id"';

/** An agreement as the API answers it, with its text on Légifrance. */
export function toCollectiveAgreement(row: AgreementRow): CollectiveAgreement {
  return {
    idcc: row.idcc,
    titre: row.title,
    titreCourt: row.short_title,
    url: `https://www.legifrance.gouv.fr/conv_coll/id/${row.kali_id}`,
  };
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

async function select(em: EntityManager, sql: string, params: unknown[]): Promise<AgreementRow[]> {
  return z.array(agreementRowSchema).parse(await querySql(em, sql, params));
}

/**
 * Collective agreements (spec 001 §3): without a search, by IDCC; by IDCC (`16`, `0016` or `IDCC 16`:
 * that agreement first, then those whose IDCC starts so); by a common name (`AGREEMENT_NAMES`: Syntec,
 * HCR, BTP…) those it names first; by words of the title, accents and case
 * aside, every word required, those whose short title starts with the search first; when no title
 * holds every word, the same with the words corrected against the titles' own (typos).
 */
async function searchCollectiveAgreementsWithin(
  em: EntityManager,
  query: CollectiveAgreementSearchQuery,
): Promise<CollectiveAgreement[]> {
  const q = query.q;
  if (!q) {
    const limit = query.limit ?? COLLECTIVE_AGREEMENTS_DEFAULT_LIMIT;
    return (
      await select(em, `select ${COLUMNS} from "collective_agreement" a order by a."idcc" limit ?`, [limit])
    ).map(toCollectiveAgreement);
  }
  const limit = query.limit ?? COLLECTIVE_AGREEMENTS_SEARCH_DEFAULT_LIMIT;
  // « 16 », « 0016 », « IDCC 1486 »: that agreement first, then those whose IDCC starts so.
  const idcc = /^(?:idcc|ccn)?\s*(\d{1,4})$/i.exec(q)?.[1];
  if (idcc !== undefined) {
    const rows = await select(
      em,
      `select ${COLUMNS} from "collective_agreement" a
       where a."idcc" = lpad(?, 4, '0') or ltrim(a."idcc", '0') like ?
       order by a."idcc" <> lpad(?, 4, '0'), a."idcc" limit ?`,
      [idcc, `${escapeLike(idcc.replace(/^0+/, ''))}%`, idcc, limit],
    );
    return rows.map(toCollectiveAgreement);
  }
  // The names people use (« Syntec », « HCR », « BTP »), which no title contains, come first.
  const named = agreementsNamedIn(foldForSearch(q));
  const namedRows =
    named.length === 0
      ? []
      : (
          await select(
            em,
            `select ${COLUMNS} from "collective_agreement" a where a."idcc" in (select jsonb_array_elements_text(?::jsonb))`,
            [JSON.stringify(named)],
          )
        ).sort((a, b) => named.indexOf(a.idcc) - named.indexOf(b.idcc));
  const words = boundedWords(searchWords(q));
  let rows = words.length === 0 ? [] : await findByWords(em, words, q, limit);
  if (rows.length === 0 && namedRows.length === 0 && words.length > 0) {
    // No title holds every word: the words none holds are corrected against the titles' own.
    const { corrected } = correctWords(await typoVocabulary(em, 'conventions-collectives'), q);
    if (corrected) rows = await findByWords(em, searchWords(corrected), corrected, limit);
  }
  const seen = new Set(namedRows.map((row) => row.idcc));
  return [...namedRows, ...rows.filter((row) => !seen.has(row.idcc))]
    .slice(0, limit)
    .map(toCollectiveAgreement);
}

/** Titles holding every word, those whose short title starts with the search first. */
function findByWords(em: EntityManager, words: readonly string[], q: string, limit: number) {
  const conditions = words.map(() => `a."search_text" like '%' || immutable_unaccent(lower(?)) || '%'`);
  return select(
    em,
    `select ${COLUMNS} from "collective_agreement" a
     where ${conditions.join(' and ')}
     order by immutable_unaccent(lower(a."short_title")) like immutable_unaccent(lower(?)) || '%' desc,
       length(a."short_title"), a."idcc"
     limit ?`,
    [...words.map(escapeLike), escapeLike(q), limit],
  );
}

/** The collective agreements, as above. Its statement timeout bounds what one visitor can cost the database (issue 28 §4). */
export async function searchCollectiveAgreements(
  em: EntityManager,
  query: CollectiveAgreementSearchQuery,
): Promise<CollectiveAgreement[]> {
  return withStatementTimeout(em, PUBLIC_SEARCH_TIMEOUT_MS, (tx) =>
    searchCollectiveAgreementsWithin(tx, query),
  );
}
