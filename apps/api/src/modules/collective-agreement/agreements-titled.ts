import type { EntityManager } from '@mikro-orm/core';
import { querySql } from '../../lib/db/sql.ts';

/** A plural's last letter dropped (« dentaires » is in « cabinets dentaires » as « dentaire »). */
function singular(word: string): string {
  return word.length >= 5 ? word.replace(/[sx]$/, '') : word;
}

/**
 * The collective agreements whose title holds the most of a trade's `words` (folded, as a visitor
 * names the trade: « assistante dentaire cabinet », « pompes funebres »), when that decides: two
 * words at least held by three agreements at most, or a single word that only one title holds and
 * that title begins with.
 * Empty otherwise (« dentaire » alone is in three titles: the answer would be a guess). The titles
 * are the official ones (`collective_agreement.search_text`, lower case, no accents).
 */
export async function agreementsTitled(em: EntityManager, words: readonly string[]): Promise<string[]> {
  const patterns = [...new Set(words.map(singular))].slice(0, 6).map((word) => `%${word}%`);
  if (patterns.length === 0) return [];
  const rows = await querySql<{ idcc: string; held: number | string; named_first: boolean }>(
    em,
    `select a."idcc", (select count(*) from jsonb_array_elements_text(?::jsonb) as word(pattern)
         where a."search_text" like word.pattern) as held,
       a."search_text" like ltrim(?, '%') as named_first
     from "collective_agreement" a
     where a."search_text" like any (select jsonb_array_elements_text(?::jsonb))
     order by held desc, length(a."short_title"), a."idcc"
     limit 20`,
    [JSON.stringify(patterns), patterns[0], JSON.stringify(patterns)],
  );
  const most = Number(rows[0]?.held ?? 0);
  const best = rows.filter((row) => Number(row.held) === most).map((row) => row.idcc);
  if (most >= 2 && best.length <= 3) return best;
  // One word decides only when it begins the title (« boulangerie »), not when it is one trade of a
  // title about another (« nettoyage » is in « Blanchisserie, …, nettoyage à sec » but a cleaning
  // company falls under « Entreprises de propreté »).
  return most === 1 && best.length === 1 && patterns.length === 1 && rows[0]?.named_first === true
    ? best
    : [];
}
