import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/core';
import { Article } from './article.entity.ts';
import { parseArticleFile } from './article-file.ts';
import { createArticle, updateArticle } from './save-article.ts';

/** The articles written as files in the repository. */
export const ARTICLES_DIR = fileURLToPath(new URL('../../../content/blog/', import.meta.url));

export interface ArticleFilesReport {
  created: number;
  updated: number;
  /** Changed through the back office since: its file no longer applies. */
  keptFromBackOffice: number;
  unchanged: number;
}

/**
 * Brings the database up to date with the article files, by slug: a missing article is created, an
 * article still as its file wrote it is updated when the file changed, and an article the back
 * office changed is never overwritten. A bad file stops the start with its name and its problem.
 */
export async function loadArticleFiles(
  em: EntityManager,
  directory = ARTICLES_DIR,
): Promise<ArticleFilesReport> {
  const report: ArticleFilesReport = { created: 0, updated: 0, keptFromBackOffice: 0, unchanged: 0 };
  const files = (await readdir(directory))
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
  const parsed = await Promise.all(
    files.map(async (name) => parseArticleFile(name, await readFile(join(directory, name), 'utf8'))),
  );
  const existing = new Map(
    (await em.find(Article, {}, { fields: ['id', 'slug', 'origin', 'sourceHash'] })).map((article) => [
      article.slug,
      article,
    ]),
  );
  for (const { input, hash } of parsed) {
    const stored = existing.get(input.slug);
    if (!stored) {
      await createArticle(em.fork(), input, 'file', hash);
      report.created += 1;
    } else if (stored.origin !== 'file') {
      report.keptFromBackOffice += 1;
    } else if (stored.sourceHash !== hash) {
      await updateArticle(em.fork(), stored.id, input, 'file', hash);
      report.updated += 1;
    } else {
      report.unchanged += 1;
    }
  }
  return report;
}
