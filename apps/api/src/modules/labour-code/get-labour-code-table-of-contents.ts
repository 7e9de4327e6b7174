import type { EntityManager } from '@mikro-orm/core';
import type { LabourCodeTableOfContents } from '@dirigeo/schemas';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { findOfficialSource } from '../official-dataset/find-official-source.ts';

const LABOUR_CODE_SECTION_NOT_FOUND_MESSAGE = 'Section du Code du travail introuvable';

const sectionTitleSchema = z.object({ id: z.string(), title: z.string() });
const sectionRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  ancestors: z.array(sectionTitleSchema),
});
const childSectionRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  article_count: z.number().int(),
  first_article_id: z.string(),
  first_article_number: z.string(),
  last_article_id: z.string(),
  last_article_number: z.string(),
});
const childArticleRowSchema = z.object({ id: z.string(), number: z.string() });

/**
 * One level of the Code du travail's table of contents: the code's parts (no `sectionId`), or a
 * section's articles then its sub-sections (Légifrance puts a section's own articles before its
 * sub-sections; the extraction checks it), each sub-section with its article count and range.
 */
export async function getLabourCodeTableOfContents(
  em: EntityManager,
  sectionId: string | null,
): Promise<LabourCodeTableOfContents> {
  const connection = em.getConnection();
  const ctx = em.getTransactionContext();
  let section: z.infer<typeof sectionRowSchema> | null = null;
  if (sectionId !== null) {
    const rows = await connection.execute(
      'select "id", "title", "ancestors" from "labour_code_section" where "id" = ?',
      [sectionId],
      'all',
      ctx,
    );
    section = z.array(sectionRowSchema).parse(rows)[0] ?? null;
    if (!section) throw new NotFoundError(LABOUR_CODE_SECTION_NOT_FOUND_MESSAGE);
  }
  const source = await findOfficialSource(em, 'code-du-travail');
  if (!source) throw new NotFoundError(LABOUR_CODE_SECTION_NOT_FOUND_MESSAGE);
  const childSections = z.array(childSectionRowSchema).parse(
    await connection.execute(
      `select "id", "title", "article_count", "first_article_id", "first_article_number", "last_article_id", "last_article_number"
       from "labour_code_section" where ${sectionId === null ? '"parent_id" is null' : '"parent_id" = ?'}
       order by "position"`,
      sectionId === null ? [] : [sectionId],
      'all',
      ctx,
    ),
  );
  const articles =
    sectionId === null
      ? []
      : z
          .array(childArticleRowSchema)
          .parse(
            await connection.execute(
              'select "id", "number" from "labour_code_article" where "section_id" = ? order by "position"',
              [sectionId],
              'all',
              ctx,
            ),
          );
  return {
    section: section ? { id: section.id, titre: section.title } : null,
    emplacement: (section?.ancestors ?? []).map((ancestor) => ({ id: ancestor.id, titre: ancestor.title })),
    entrees: [
      ...articles.map((article) => ({ type: 'article' as const, id: article.id, numero: article.number })),
      ...childSections.map((child) => ({
        type: 'section' as const,
        id: child.id,
        titre: child.title,
        nombreArticles: child.article_count,
        premierArticle: { id: child.first_article_id, numero: child.first_article_number },
        dernierArticle: { id: child.last_article_id, numero: child.last_article_number },
      })),
    ],
    source,
  };
}
