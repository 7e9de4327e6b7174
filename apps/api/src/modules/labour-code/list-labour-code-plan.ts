import type { EntityManager } from '@mikro-orm/core';
import type { LabourCodePlan } from '@dirigeo/schemas';
import { z } from 'zod';
import { querySql } from '../../lib/db/sql.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findOfficialSource } from '../official-dataset/find-official-source.ts';

const idRowsSchema = z.array(z.object({ id: z.string() }));

/**
 * Every level of the Code du travail's table of contents and every article in force, by id, each in
 * the code's order (`position`): two queries, for the sitemap, instead of one request per level.
 */
export async function listLabourCodePlan(em: EntityManager): Promise<LabourCodePlan> {
  const source = await findOfficialSource(em, 'code-du-travail');
  if (!source) throw new NotFoundError('Le Code du travail n’est pas encore chargé');
  const sections = idRowsSchema.parse(
    await querySql(em, 'select "id" from "labour_code_section" order by "position"'),
  );
  const articles = idRowsSchema.parse(
    await querySql(em, 'select "id" from "labour_code_article" order by "position"'),
  );
  return { sections: sections.map((row) => row.id), articles: articles.map((row) => row.id), source };
}
