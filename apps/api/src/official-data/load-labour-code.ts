import type { EntityManager } from '@mikro-orm/core';
import { sanitizeHtml } from '../lib/html/sanitize-html.ts';
import type { LabourCodeFile } from './data-files.ts';
import { cleanGinPendingList, insertRows, replaceSearchWords } from './insert-rows.ts';
import { runSql } from '../lib/db/sql.ts';
import { buildSearchVocabulary } from '../modules/search/search-vocabulary.ts';
import { parseArticleNumber } from '../modules/labour-code/article-number.ts';
import type { LabourCodeSectionTitle } from '../modules/labour-code/labour-code-section.entity.ts';

/**
 * Replaces the Code du travail in the database with the file's, inside the caller's transaction:
 * sections with their ancestors and article counts, articles with their place and order, every
 * HTML through the sanitiser, then the vocabulary of the typo correction.
 */
export async function loadLabourCode(em: EntityManager, file: LabourCodeFile): Promise<number> {
  const sectionById = new Map<string, { title: string; ancestors: LabourCodeSectionTitle[] }>();
  for (const section of file.sections) {
    const parent = section.parentId ? sectionById.get(section.parentId) : undefined;
    if (section.parentId && !parent) throw new Error(`section ${section.id} comes before its parent`);
    const ancestors = parent
      ? [...parent.ancestors, { id: section.parentId ?? '', title: parent.title }]
      : [];
    sectionById.set(section.id, { title: section.title, ancestors });
  }

  const stats = new Map<
    string,
    { count: number; first: { id: string; number: string }; last: { id: string; number: string } }
  >();
  const articles = file.articles.map((article, position) => {
    const section = sectionById.get(article.sectionId);
    if (!section) throw new Error(`article ${article.id} is in an unknown section ${article.sectionId}`);
    const place = [...section.ancestors, { id: article.sectionId, title: section.title }];
    for (const { id } of place) {
      const ref = { id: article.id, number: article.number };
      const stat = stats.get(id);
      if (stat) {
        stat.count += 1;
        stat.last = ref;
      } else {
        stats.set(id, { count: 1, first: ref, last: ref });
      }
    }
    const notaHtml = article.notaHtml === null ? null : sanitizeHtml(article.notaHtml, 'content');
    return {
      id: article.id,
      legifrance_id: article.legifranceId,
      number: article.number,
      number_key: parseArticleNumber(article.number)?.key ?? null,
      section_id: article.sectionId,
      position,
      html: sanitizeHtml(article.html, 'content'),
      nota_html: notaHtml?.trim() ? notaHtml : null,
      text: article.text,
      ancestors: place,
      ancestors_text: place.map((entry) => entry.title).join(' '),
      in_force_since: article.since,
      in_force_until: article.until,
    };
  });

  const sections = file.sections.map((section, position) => {
    const stat = stats.get(section.id);
    const entry = sectionById.get(section.id);
    if (!stat || !entry) throw new Error(`section ${section.id} holds no article`);
    return {
      id: section.id,
      parent_id: section.parentId,
      title: section.title,
      position,
      ancestors: entry.ancestors,
      article_count: stat.count,
      first_article_id: stat.first.id,
      first_article_number: stat.first.number,
      last_article_id: stat.last.id,
      last_article_number: stat.last.number,
    };
  });

  await runSql(em, 'delete from "labour_code_article"');
  await runSql(em, 'delete from "labour_code_section"');
  await insertRows(
    em,
    'labour_code_section',
    [
      { name: 'id', type: 'text' },
      { name: 'parent_id', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'position', type: 'int' },
      { name: 'ancestors', type: 'jsonb' },
      { name: 'article_count', type: 'int' },
      { name: 'first_article_id', type: 'text' },
      { name: 'first_article_number', type: 'text' },
      { name: 'last_article_id', type: 'text' },
      { name: 'last_article_number', type: 'text' },
    ],
    sections,
  );
  await insertRows(
    em,
    'labour_code_article',
    [
      { name: 'id', type: 'text' },
      { name: 'legifrance_id', type: 'text' },
      { name: 'number', type: 'text' },
      { name: 'number_key', type: 'text' },
      { name: 'section_id', type: 'text' },
      { name: 'position', type: 'int' },
      { name: 'html', type: 'text' },
      { name: 'nota_html', type: 'text' },
      { name: 'text', type: 'text' },
      { name: 'ancestors', type: 'jsonb' },
      { name: 'ancestors_text', type: 'text' },
      { name: 'in_force_since', type: 'date' },
      { name: 'in_force_until', type: 'date' },
    ],
    articles,
  );
  await replaceSearchWords(
    em,
    'code-du-travail',
    buildSearchVocabulary(articles.map((article) => `${article.text} ${article.ancestors_text}`)),
  );
  await cleanGinPendingList(em, 'labour_code_article_heading_vector_index');
  await cleanGinPendingList(em, 'labour_code_article_search_vector_index');
  await runSql(em, 'analyze "labour_code_section"');
  await runSql(em, 'analyze "labour_code_article"');
  return articles.length;
}
