import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPublicContent } from '../src/db/content/load-public-content.ts';
import { querySql } from '../src/lib/db/sql.ts';
import { loadArticleFiles } from '../src/modules/blog/load-article-files.ts';
import {
  indexSearchDocument,
  replaceSearchDocuments,
  type SearchDocumentInput,
} from '../src/modules/search/index-documents.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { writeOfficialDataSubset } from './helpers/official-data.ts';

/** What a restart does with the public content already loaded: nothing it did before. */
let testApp: TestApp;
// The official data as a first start reads it, reduced to a few thousand articles: the whole Code du
// travail takes 15 s and more to load on the embedded database, and is loaded by `pnpm start`'s test.
let officialDataDir: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  officialDataDir = await writeOfficialDataSubset();
});
afterAll(async () => {
  await testApp?.close();
  if (officialDataDir) await rm(officialDataDir, { recursive: true, force: true });
});

const page = (sourceId: string, title: string): SearchDocumentInput => ({
  sourceId,
  type: 'page',
  title,
  description: 'Une page du site.',
  body: '',
  category: 'Pages du site',
  url: `/${sourceId}`,
});

async function indexed(source: string): Promise<string[]> {
  const rows = await querySql<{ title: string }>(
    testApp.orm.em.fork(),
    'select title from search_document where source = ? order by source_id',
    [source],
  );
  return rows.map((row) => row.title);
}

describe('replacing a source of the site search', () => {
  it('skips documents identical to the last ones, and applies any change', async () => {
    const em = testApp.orm.em.fork();
    const documents = [page('a', 'Tarifs'), page('b', 'Contact')];
    expect(await replaceSearchDocuments(em, 'page', documents)).toEqual({ skipped: false });
    expect(await replaceSearchDocuments(em, 'page', documents)).toEqual({ skipped: true });
    expect(await replaceSearchDocuments(em, 'page', [page('a', 'Nos tarifs')])).toEqual({ skipped: false });
    expect(await indexed('page')).toEqual(['Nos tarifs']);
  });

  it('compares again after a single document of the source changed', async () => {
    const em = testApp.orm.em.fork();
    const documents = [page('c', 'Mentions légales')];
    await replaceSearchDocuments(em, 'faq', documents);
    await indexSearchDocument(em, 'faq', page('d', 'Ajoutée à part'));
    // The same list as last time, but the index holds one more: it is brought back to the list.
    expect(await replaceSearchDocuments(em, 'faq', documents)).toEqual({ skipped: false });
    expect(await indexed('faq')).toEqual(['Mentions légales']);
  });
});

describe('the public content at a restart', () => {
  it('writes nothing the second time: same search rows, same articles', async () => {
    const logged: { content: string; ms: number }[] = [];
    // Each loader's « public content ready » line (the loaders log other lines too).
    const logger = {
      info: (details: { content?: string; ms?: number }) => {
        if (details.content !== undefined) logged.push({ content: details.content, ms: details.ms ?? 0 });
      },
    };
    await loadPublicContent(testApp.orm, logger, { officialDataDir });
    const snapshot = () =>
      querySql<{ rows: string }>(
        testApp.orm.em.fork(),
        `select (select string_agg(source || source_id || updated_at::text, ',' order by source, source_id) from search_document)
             || (select string_agg(slug || updated_at::text, ',' order by slug) from article) as rows`,
      );
    const first = await snapshot();
    await loadPublicContent(testApp.orm, logger, { officialDataDir });
    expect(await snapshot()).toEqual(first);
    const articles = await loadArticleFiles(testApp.orm.em.fork());
    expect(articles).toMatchObject({ created: 0, updated: 0 });
    expect(articles.unchanged).toBeGreaterThan(0);
    expect(logged.map((entry) => entry.content)).toEqual([
      ...new Set(logged.map((entry) => entry.content)),
      ...new Set(logged.map((entry) => entry.content)),
    ]);
  });
});
