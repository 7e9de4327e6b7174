import type { EntityManager } from '@mikro-orm/core';
import {
  officialContentPaths,
  PRACTICAL_SHEET_CATEGORIES,
  PRACTICAL_SHEET_CATEGORY_LABELS,
} from '@dirigeo/schemas';
import { z } from 'zod';
import type { SearchDocument } from '../search/search-document.ts';
import { querySql } from '../../lib/db/sql.ts';

const rowSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(PRACTICAL_SHEET_CATEGORIES),
  body_text: z.string(),
});

/**
 * The practical sheets as documents of the site-wide search (type `fiche`, their category's label,
 * their page /outils/fiche/{slug}); the body is the description and the sections' plain text.
 */
export async function listPracticalSheetSearchDocuments(em: EntityManager): Promise<SearchDocument[]> {
  const rows = z
    .array(rowSchema)
    .parse(
      await querySql(
        em,
        'select "slug", "title", "description", "category", "body_text" from "practical_sheet" order by "slug"',
      ),
    );
  return rows.map((row) => ({
    sourceId: `fiche-pratique:${row.slug}`,
    type: 'fiche',
    title: row.title,
    description: row.description,
    body: row.body_text,
    category: PRACTICAL_SHEET_CATEGORY_LABELS[row.category],
    url: officialContentPaths.practicalSheet(row.slug),
  }));
}
