import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { labourCodeArticleSchema, officialDatasetSchema } from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATA_FILE_NAMES,
  type LabourCodeFile,
  type PracticalSheetsFile,
  readDataFile,
} from '../src/official-data/data-files.ts';
import { loadDataset, loadOfficialData } from '../src/official-data/load-official-data.ts';
import { buildTestApp, buildTestAppOn, type TestApp } from './helpers/build-test-app.ts';
import { datasetSource, labourCodeSubset, practicalSheetsSubset } from './helpers/official-data.ts';

const silent = { info: () => {} };

let testApp: TestApp;
let code: LabourCodeFile;
let sheets: PracticalSheetsFile;
let dataDir: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  code = labourCodeSubset((await readDataFile('code-du-travail')).parse(), (id) => /^L123\d-/.test(id));
  sheets = practicalSheetsSubset((await readDataFile('fiches-pratiques')).parse(), ['la-demission']);
  dataDir = await mkdtemp(join(tmpdir(), 'dirigeo-official-data-'));
});

afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

async function count(table: string): Promise<number> {
  const rows = await testApp.orm.em.getConnection().execute(`select count(*)::int as "n" from "${table}"`);
  return z.array(z.object({ n: z.number() })).parse(rows)[0]?.n ?? -1;
}

async function sources() {
  return z.array(officialDatasetSchema).parse((await get('/api/sources-officielles')).json());
}

describe('before any load', () => {
  it('serves no official content: tests that do not load it run without it', async () => {
    expect((await get('/api/fiches-pratiques')).json()).toEqual([]);
    expect((await get('/api/code-du-travail/articles/L1234-9')).statusCode).toBe(404);
    expect(await sources()).toEqual([]);
  });
});

describe('loadDataset', () => {
  it('loads a dataset once: the same version again changes nothing', async () => {
    const first = await loadDataset(testApp.orm, datasetSource('code-du-travail', code, 'version-1'), silent);
    expect(first).toMatchObject({
      dataset: 'code-du-travail',
      status: 'loaded',
      itemCount: code.articles.length,
    });
    const loadedAt = (await sources())[0]?.chargeLe;
    const again = await loadDataset(testApp.orm, datasetSource('code-du-travail', code, 'version-1'), silent);
    expect(again.status).toBe('up-to-date');
    expect(await count('labour_code_article')).toBe(code.articles.length);
    expect(await count('labour_code_section')).toBe(code.sections.length);
    expect((await sources())[0]?.chargeLe).toBe(loadedAt);
    expect((await get('/api/code-du-travail/articles/L1234-9')).statusCode).toBe(200);
  });

  it('replaces the whole dataset when its version changes, every HTML through the sanitiser', async () => {
    const withoutL1234_9 = code.articles.filter((article) => article.id !== 'L1234-9');
    const tampered = withoutL1234_9.map((article) =>
      article.id === 'L1234-10'
        ? {
            ...article,
            html: '<p onclick="steal()">Texte modifié <script>alert(1)</script><a href="javascript:alert(1)">lien</a></p>',
          }
        : article,
    );
    const next = labourCodeSubset({ ...code, articles: tampered }, () => true);
    const report = await loadDataset(
      testApp.orm,
      datasetSource('code-du-travail', next, 'version-2'),
      silent,
    );
    expect(report).toMatchObject({ status: 'loaded', itemCount: code.articles.length - 1 });
    expect(await count('labour_code_article')).toBe(code.articles.length - 1);
    expect((await get('/api/code-du-travail/articles/L1234-9')).statusCode).toBe(404);
    const article = labourCodeArticleSchema.parse(
      (await get('/api/code-du-travail/articles/L1234-10')).json(),
    );
    expect(article.texte).toBe('<p>Texte modifié <a>lien</a></p>');
    expect(article.precedent?.id).toBe('L1234-8');
  });

  it('keeps the previous version when a load fails', async () => {
    const broken = {
      ...code,
      articles: code.articles
        .slice(0, 1)
        .map((article) => ({ ...article, sectionId: 'LEGISCTA999999999999' })),
    };
    await expect(
      loadDataset(testApp.orm, datasetSource('code-du-travail', broken, 'version-3'), silent),
    ).rejects.toThrow(/unknown section/);
    expect(await count('labour_code_article')).toBe(code.articles.length - 1);
    expect((await sources()).find((source) => source.jeu === 'code-du-travail')?.nombre).toBe(
      code.articles.length - 1,
    );
  });
});

describe('loadOfficialData', () => {
  it('loads the data files of a folder, then finds them up to date', async () => {
    const agreements = await readDataFile('conventions-collectives');
    const write = (name: string, content: unknown) =>
      writeFile(join(dataDir, name), gzipSync(JSON.stringify(content)));
    await write(DATA_FILE_NAMES['code-du-travail'], code);
    await write(DATA_FILE_NAMES['fiches-pratiques'], sheets);
    await write(DATA_FILE_NAMES['conventions-collectives'], agreements.parse());

    const first = await loadOfficialData(testApp.orm, silent, dataDir);
    expect(first.map((report) => [report.dataset, report.status])).toEqual([
      ['fiches-pratiques', 'loaded'],
      ['code-du-travail', 'loaded'],
      ['conventions-collectives', 'loaded'],
    ]);
    expect((await get('/api/fiches-pratiques')).json()).toHaveLength(1);
    expect((await get('/api/code-du-travail/articles/L1234-9')).statusCode).toBe(200);

    const second = await loadOfficialData(testApp.orm, silent, dataDir);
    expect(second.every((report) => report.status === 'up-to-date')).toBe(true);
  });

  it('refuses a data file that does not match its format, naming it', async () => {
    await writeFile(
      join(dataDir, DATA_FILE_NAMES['fiches-pratiques']),
      gzipSync(JSON.stringify({ ...sheets, format: 99 })),
    );
    await expect(loadOfficialData(testApp.orm, silent, dataDir)).rejects.toThrow(
      /the data file of fiches-pratiques does not match its format: format/,
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances starting together (PostgreSQL)', () => {
  it('load a new version once', async () => {
    const second = await buildTestAppOn(testApp);
    try {
      const source = datasetSource('fiches-pratiques', sheets, 'concurrent-version');
      const reports = await Promise.all([
        loadDataset(testApp.orm, source, silent),
        loadDataset(second.orm, source, silent),
      ]);
      expect(reports.map((report) => report.status).sort()).toEqual(['loaded', 'up-to-date']);
    } finally {
      await second.close();
    }
  });
});
