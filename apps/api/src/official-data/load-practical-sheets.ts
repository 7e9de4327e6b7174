import type { EntityManager } from '@mikro-orm/core';
import { sanitizeHtml } from '../lib/html/sanitize-html.ts';
import type { PracticalSheetsFile } from './data-files.ts';
import { cleanGinPendingList, insertRows, replaceSearchWords } from './insert-rows.ts';
import { runSql } from '../lib/db/sql.ts';
import { buildSearchVocabulary } from '../modules/search/search-vocabulary.ts';

/** dd/mm/yyyy → yyyy-mm-dd. */
function isoDate(frenchDate: string): string {
  const [day, month, year] = frenchDate.split('/');
  return `${year}-${month}-${day}`;
}

/**
 * Replaces the practical sheets in the database with the file's, inside the caller's transaction,
 * every HTML through the sanitiser, then the vocabulary of the typo correction.
 */
export async function loadPracticalSheets(em: EntityManager, file: PracticalSheetsFile): Promise<number> {
  const rows = file.sheets.map((sheet) => ({
    slug: sheet.slug,
    pub_id: sheet.pubId,
    title: sheet.title,
    description: sheet.description,
    category: sheet.category,
    updated_on: isoDate(sheet.date),
    official_url: sheet.url,
    intro_html: sanitizeHtml(sheet.introHtml, 'content'),
    sections: sheet.sections.map((section) => ({
      anchor: section.anchor,
      title: section.title,
      html: sanitizeHtml(section.html, 'content'),
    })),
    cited_articles: sheet.citedArticles,
    body_text: [sheet.description, ...sheet.sections.map((section) => section.text)]
      .filter((text) => text.length > 0)
      .join('\n'),
  }));

  await runSql(em, 'delete from "practical_sheet"');
  await insertRows(
    em,
    'practical_sheet',
    [
      { name: 'slug', type: 'text' },
      { name: 'pub_id', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'category', type: 'text' },
      { name: 'updated_on', type: 'date' },
      { name: 'official_url', type: 'text' },
      { name: 'intro_html', type: 'text' },
      { name: 'sections', type: 'jsonb' },
      { name: 'cited_articles', type: 'jsonb' },
      { name: 'body_text', type: 'text' },
    ],
    rows,
  );
  await replaceSearchWords(
    em,
    'fiches-pratiques',
    buildSearchVocabulary(rows.map((row) => `${row.title} ${row.body_text}`)),
  );
  await cleanGinPendingList(em, 'practical_sheet_search_vector_index');
  await runSql(em, 'analyze "practical_sheet"');
  return rows.length;
}
