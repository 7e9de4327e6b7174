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
  sections: z.array(z.object({ title: z.string() })),
});

/**
 * The headings every sheet ends with (« Textes de référence », « Services en ligne », « À lire sur
 * ce site », « Qui contacter ? »…): they lead elsewhere and say nothing of the sheet's subject.
 */
const NAVIGATION_HEADING =
  /^\s*(?:services en ligne|textes de r[ée]f[ée]rence|sources r[ée]glementaires|r[èe]glementation|[àa] lire .*|(?:[àa] )?lire en compl[ée]ment|pour (?:en savoir|aller) plus(?: loin)?|en savoir plus|qui contacter.*|mod[èe]les de documents|documents(?: [àa] t[ée]l[ée]charger)?|articles associ[ée]s|derni[èe]res actualit[ée]s|donn[ée]es g[ée]n[ée]rales)\s*[?:.]?\s*$/i;

/** The headings of a sheet's sections that tell what each is about (not its title repeated, nor its links). */
export function sheetSectionHeadings(title: string, sections: readonly { title: string }[]): string[] {
  return sections
    .map((section) => section.title.trim())
    .filter((heading) => heading !== '' && heading !== title.trim() && !NAVIGATION_HEADING.test(heading));
}

/**
 * The practical sheets as documents of the site-wide search (type `fiche`, their category's label,
 * their page /outils/fiche/{slug}); the body is the description and the sections' plain text, and
 * the sections' headings are given apart (the assistant's ranking reads them).
 */
export async function listPracticalSheetSearchDocuments(em: EntityManager): Promise<SearchDocument[]> {
  const rows = z
    .array(rowSchema)
    .parse(
      await querySql(
        em,
        'select "slug", "title", "description", "category", "body_text", "sections" from "practical_sheet" order by "slug"',
      ),
    );
  return rows.map((row) => ({
    sourceId: `fiche-pratique:${row.slug}`,
    type: 'fiche',
    title: row.title,
    description: row.description,
    body: row.body_text,
    sectionHeadings: sheetSectionHeadings(row.title, row.sections),
    category: PRACTICAL_SHEET_CATEGORY_LABELS[row.category],
    url: officialContentPaths.practicalSheet(row.slug),
  }));
}
