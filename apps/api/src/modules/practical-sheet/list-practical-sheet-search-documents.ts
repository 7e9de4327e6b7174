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
 * A day glued to its month in the sheets' source text (« 1ermai », « 1erjanvier 2026 », « 20avril »),
 * spaced as it is written elsewhere (« 1er mai »): glued, it is one word of the index that no
 * question holds.
 */
const GLUED_DATE =
  /\b([1-9]|[12]\d|3[01])(er)?(?=(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)(?![\p{L}\d]))/giu;

/** `text` with each day glued to its month spaced from it (`GLUED_DATE`). */
export function spaceGluedDates(text: string): string {
  return text.replace(GLUED_DATE, '$1$2 ');
}

/**
 * The practical sheets as documents of the site-wide search (type `fiche`, their category's label,
 * their page /outils/fiche/{slug}); the body is the description and the sections' plain text, and
 * the sections' headings are given apart (the assistant's ranking reads them); a day glued to its
 * month is spaced (`spaceGluedDates`).
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
    title: spaceGluedDates(row.title),
    description: spaceGluedDates(row.description),
    body: spaceGluedDates(row.body_text),
    sectionHeadings: sheetSectionHeadings(row.title, row.sections).map(spaceGluedDates),
    category: PRACTICAL_SHEET_CATEGORY_LABELS[row.category],
    url: officialContentPaths.practicalSheet(row.slug),
  }));
}
