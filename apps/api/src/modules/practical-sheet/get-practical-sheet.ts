import type { EntityManager } from '@mikro-orm/core';
import {
  officialContentPaths,
  PRACTICAL_SHEET_CATEGORIES,
  PRACTICAL_SHEET_CATEGORY_LABELS,
  type PracticalSheet,
} from '@dirigeo/schemas';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { findOfficialSource } from '../official-dataset/find-official-source.ts';
import { querySql } from '../../lib/db/sql.ts';

const PRACTICAL_SHEET_NOT_FOUND_MESSAGE = 'Fiche pratique introuvable';

const sheetRowSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PRACTICAL_SHEET_CATEGORIES),
  date: z.string(),
  intro_html: z.string(),
  official_url: z.string(),
  sections: z.array(z.object({ anchor: z.string(), title: z.string(), html: z.string() })),
  cited_articles: z.array(
    z.object({ number: z.string(), articleId: z.string().nullable(), legifranceUrl: z.string() }),
  ),
});

/** A whole practical sheet: its sections, the Code du travail articles it cites, its sources. */
export async function getPracticalSheet(em: EntityManager, slug: string): Promise<PracticalSheet> {
  const rows = await querySql(
    em,
    `select "slug", "title", "description", "category", to_char("updated_on", 'DD/MM/YYYY') as "date",
       "intro_html", "official_url", "sections", "cited_articles"
     from "practical_sheet" where "slug" = ?`,
    [slug],
  );
  const row = z.array(sheetRowSchema).parse(rows)[0];
  const source = row ? await findOfficialSource(em, 'fiches-pratiques') : null;
  if (!row || !source) throw new NotFoundError(PRACTICAL_SHEET_NOT_FOUND_MESSAGE);
  return {
    id: row.slug,
    titre: row.title,
    description: row.description,
    categorie: row.category,
    categorieLibelle: PRACTICAL_SHEET_CATEGORY_LABELS[row.category],
    date: row.date,
    contenu: row.intro_html,
    sections: row.sections.map((section) => ({
      ancre: section.anchor,
      titre: section.title,
      contenu: section.html,
    })),
    articlesCites: row.cited_articles.map((article) => ({
      numero: article.number,
      id: article.articleId,
      url: article.articleId
        ? officialContentPaths.labourCodeArticle(article.articleId)
        : article.legifranceUrl,
    })),
    urlOfficielle: row.official_url,
    source,
  };
}
