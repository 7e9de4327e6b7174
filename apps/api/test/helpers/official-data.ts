import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/core';
import type { OfficialDataset } from '@dirigeo/schemas';
import {
  DATA_FILE_NAMES,
  type DataFiles,
  type LabourCodeFile,
  type PracticalSheetsFile,
  readDataFile,
} from '../../src/official-data/data-files.ts';
import { type DatasetSource, loadDataset } from '../../src/official-data/load-official-data.ts';

const silent = { info: () => {} };

/** A dataset's content under a version of its own, as the loader takes it. */
export function datasetSource<D extends OfficialDataset>(
  dataset: D,
  content: DataFiles[D],
  checksum: string,
): DatasetSource<D> {
  return { dataset, checksum, parse: () => content };
}

/** The Code du travail reduced to the articles `keep` selects, with the sections above them. */
export function labourCodeSubset(file: LabourCodeFile, keep: (id: string) => boolean): LabourCodeFile {
  const articles = file.articles.filter((article) => keep(article.id));
  const parentOf = new Map(file.sections.map((section) => [section.id, section.parentId]));
  const used = new Set<string>();
  for (const article of articles) {
    let section: string | null | undefined = article.sectionId;
    while (section && !used.has(section)) {
      used.add(section);
      section = parentOf.get(section);
    }
  }
  return { ...file, sections: file.sections.filter((section) => used.has(section.id)), articles };
}

/** Articles of the subset the route tests use: L1 to L3, L12xx, L14xx, R12xx, D31xx, L31xx. */
const SUBSET_ARTICLES = /^(L[1-3]$|L1[24]\d\d-|R12\d\d-|[DL]31\d\d-)/;

/** Sheets of the subset, of several categories. */
export const SUBSET_SHEETS = [
  'les-conges-payes',
  'la-periode-dessai',
  'le-contrat-duree-determinee-cdd',
  'les-heures-supplementaires-definition-et-limites',
  'la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
  'le-smic-salaire-minimum-de-croissance',
  'les-delegues-syndicaux',
  'le-harcelement-moral',
];

export function practicalSheetsSubset(
  file: PracticalSheetsFile,
  slugs: readonly string[],
): PracticalSheetsFile {
  return { ...file, sheets: file.sheets.filter((sheet) => slugs.includes(sheet.slug)) };
}

/**
 * Loads a small part of the committed data (a few thousand articles, eight sheets, every
 * agreement): enough for the routes, a fraction of the full load's time.
 */
export async function loadOfficialDataSubset(orm: MikroORM): Promise<void> {
  const code = (await readDataFile('code-du-travail')).parse();
  const sheets = (await readDataFile('fiches-pratiques')).parse();
  const agreements = await readDataFile('conventions-collectives');
  await loadDataset(
    orm,
    datasetSource(
      'code-du-travail',
      labourCodeSubset(code, (id) => SUBSET_ARTICLES.test(id)),
      'test-subset',
    ),
    silent,
  );
  await loadDataset(
    orm,
    datasetSource('fiches-pratiques', practicalSheetsSubset(sheets, SUBSET_SHEETS), 'test-subset'),
    silent,
  );
  await loadDataset(orm, agreements, silent);
}

/**
 * The same subset written as data files in a folder of its own, for the start-up loader
 * (`loadPublicContent`'s `officialDataDir`): what a first start does, on a few thousand articles.
 */
export async function writeOfficialDataSubset(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'dirigeo-official-subset-'));
  const code = (await readDataFile('code-du-travail')).parse();
  const sheets = (await readDataFile('fiches-pratiques')).parse();
  const agreements = (await readDataFile('conventions-collectives')).parse();
  const files: { [D in keyof DataFiles]: DataFiles[D] } = {
    'code-du-travail': labourCodeSubset(code, (id) => SUBSET_ARTICLES.test(id)),
    'fiches-pratiques': practicalSheetsSubset(sheets, SUBSET_SHEETS),
    'conventions-collectives': agreements,
  };
  for (const [dataset, content] of Object.entries(files) as [keyof DataFiles, unknown][]) {
    await writeFile(join(folder, DATA_FILE_NAMES[dataset]), gzipSync(JSON.stringify(content)));
  }
  return folder;
}
