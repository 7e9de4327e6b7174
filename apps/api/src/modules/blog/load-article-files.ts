import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/core';
import { Article } from './article.entity.ts';
import { articleSourceHash, parseArticleFile, slugOfFile } from './article-file.ts';
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
  const sources = await Promise.all(
    files.map(async (name) => ({ name, source: await readFile(join(directory, name), 'utf8') })),
  );
  const existing = new Map(
    (await em.find(Article, {}, { fields: ['id', 'slug', 'origin', 'sourceHash'] })).map((article) => [
      article.slug,
      article,
    ]),
  );
  for (const { name, source } of sources) {
    const stored = existing.get(slugOfFile(name));
    // An article the back office changed, or whose file did not change, needs no parsing: a
    // restart reads the files and compares their hashes, nothing more. (A file loaded before was
    // valid then; a changed or new one is parsed, and a bad one stops the start.)
    if (stored && stored.origin !== 'file') {
      report.keptFromBackOffice += 1;
      continue;
    }
    if (stored && stored.sourceHash === articleSourceHash(source)) {
      report.unchanged += 1;
      continue;
    }
    const { input, hash } = parseArticleFile(name, source);
    if (!stored) {
      await createArticle(em.fork(), input, 'file', hash);
      report.created += 1;
    } else {
      await updateArticle(em.fork(), stored.id, input, 'file', hash);
      report.updated += 1;
    }
  }
  return report;
}
