import type { EntityManager } from '@mikro-orm/core';
import type { LabourCodeArticle } from '@dirigeo/schemas';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { findOfficialSource } from '../official-dataset/find-official-source.ts';
import { parseArticleNumber } from './article-number.ts';
import { querySql } from '../../lib/db/sql.ts';

const LABOUR_CODE_ARTICLE_NOT_FOUND_MESSAGE = 'Article du Code du travail introuvable';

const refSchema = z.object({ id: z.string(), numero: z.string() }).nullable();
const articleRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  html: z.string(),
  nota_html: z.string().nullable(),
  ancestors: z.array(z.object({ id: z.string(), title: z.string() })),
  since: z.string(),
  until: z.string().nullable(),
  legifrance_id: z.string(),
  previous: refSchema,
  next: refSchema,
});

/** Our id of the article `input` names: its number in any usual spelling, or an annex's LEGIARTI id. */
function articleIdOf(input: string): string | null {
  if (/^LEGIARTI\d{12}$/.test(input)) return input;
  const number = parseArticleNumber(input);
  return number?.letter ? `${number.letter}${number.key}` : null;
}

/**
 * One article of the Code du travail in force, by its number (`L1234-9`, `l1234-9`, `L. 1234-9`)
 * or, for an annex, its id: its text, its place in the code and the articles before and after it.
 */
export async function getLabourCodeArticle(em: EntityManager, input: string): Promise<LabourCodeArticle> {
  const id = articleIdOf(input);
  if (!id) throw new NotFoundError(LABOUR_CODE_ARTICLE_NOT_FOUND_MESSAGE);
  const rows = await querySql(
    em,
    `select a."id", a."number", a."html", a."nota_html", a."ancestors", a."legifrance_id",
       to_char(a."in_force_since", 'DD/MM/YYYY') as "since",
       to_char(a."in_force_until", 'DD/MM/YYYY') as "until",
       (select json_build_object('id', p."id", 'numero', p."number") from "labour_code_article" p
         where p."position" = a."position" - 1) as "previous",
       (select json_build_object('id', n."id", 'numero', n."number") from "labour_code_article" n
         where n."position" = a."position" + 1) as "next"
     from "labour_code_article" a where a."id" = ?`,
    [id],
  );
  const row = z.array(articleRowSchema).parse(rows)[0];
  const source = row ? await findOfficialSource(em, 'code-du-travail') : null;
  if (!row || !source) throw new NotFoundError(LABOUR_CODE_ARTICLE_NOT_FOUND_MESSAGE);
  return {
    id: row.id,
    numero: row.number,
    texte: row.html,
    nota: row.nota_html,
    emplacement: row.ancestors.map((section) => ({ id: section.id, titre: section.title })),
    precedent: row.previous,
    suivant: row.next,
    enVigueurDepuis: row.since,
    finDeVigueur: row.until,
    urlLegifrance: `https://www.legifrance.gouv.fr/codes/article_lc/${row.legifrance_id}`,
    source,
  };
}
