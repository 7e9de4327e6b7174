import type { EntityManager } from '@mikro-orm/core';
import {
  type CollectiveAgreement,
  COLLECTIVE_AGREEMENTS_DEFAULT_LIMIT,
  COLLECTIVE_AGREEMENTS_SEARCH_DEFAULT_LIMIT,
  type CollectiveAgreementSearchQuery,
} from '@dirigeo/schemas';
import { z } from 'zod';
import { searchWords } from '../official-dataset/correct-search-words.ts';
import { querySql } from '../../lib/db/sql.ts';

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
 * Collective agreements (spec 001 §3): without a search, by IDCC; by IDCC (`16` or `0016`: that
 * agreement first, then those whose IDCC starts so); by words of the title, accents and case
 * aside, every word required, those whose short title starts with the search first; when no title
 * holds every word, the titles closest to the search (trigram word similarity), for typos.
 */
export async function searchCollectiveAgreements(
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
  if (/^\d{1,4}$/.test(q)) {
    const rows = await select(
      em,
      `select ${COLUMNS} from "collective_agreement" a
       where a."idcc" = lpad(?, 4, '0') or ltrim(a."idcc", '0') like ?
       order by a."idcc" <> lpad(?, 4, '0'), a."idcc" limit ?`,
      [q, `${escapeLike(q.replace(/^0+/, ''))}%`, q, limit],
    );
    return rows.map(toCollectiveAgreement);
  }
  const words = searchWords(q);
  if (words.length === 0) return [];
  const conditions = words.map(() => `a."search_text" like '%' || immutable_unaccent(lower(?)) || '%'`);
  const rows = await select(
    em,
    `select ${COLUMNS} from "collective_agreement" a
     where ${conditions.join(' and ')}
     order by immutable_unaccent(lower(a."short_title")) like immutable_unaccent(lower(?)) || '%' desc,
       length(a."short_title"), a."idcc"
     limit ?`,
    [...words.map(escapeLike), escapeLike(q), limit],
  );
  if (rows.length > 0) return rows.map(toCollectiveAgreement);
  const closest = await select(
    em,
    `select ${COLUMNS} from "collective_agreement" a
     where immutable_unaccent(lower(?)) <% a."search_text"
     order by word_similarity(immutable_unaccent(lower(?)), a."search_text") desc, a."idcc"
     limit ?`,
    [q, q, limit],
  );
  return closest.map(toCollectiveAgreement);
}
