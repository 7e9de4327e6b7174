import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { OFFICIAL_DATASETS, type OfficialDataset } from '@dirigeo/schemas';
import { z } from 'zod';
import { loadCollectiveAgreements } from './load-collective-agreements.ts';
import { loadLabourCode } from './load-labour-code.ts';
import { loadPracticalSheets } from './load-practical-sheets.ts';
import { type DataFiles, OFFICIAL_DATA_DIR, readDataFile } from './data-files.ts';
import { querySql, runSql } from '../lib/db/sql.ts';
import { forgetTypoVocabularies } from '../modules/search/typo-vocabularies.ts';

/** A dataset to load: its content, parsed only when the database does not hold this version. */
export interface DatasetSource<D extends OfficialDataset> {
  dataset: D;
  /** The version: the SHA-256 of the data file (tests give their subsets their own). */
  checksum: string;
  parse(): DataFiles[D];
}

export interface DatasetLoadReport {
  dataset: OfficialDataset;
  status: 'loaded' | 'up-to-date';
  packageVersion: string | null;
  itemCount: number;
  durationMs: number;
}

interface LoadLogger {
  info(object: object, message: string): void;
}

const LOADERS: { [D in OfficialDataset]: (em: EntityManager, file: DataFiles[D]) => Promise<number> } = {
  'code-du-travail': loadLabourCode,
  'fiches-pratiques': loadPracticalSheets,
  'conventions-collectives': loadCollectiveAgreements,
};

const versionRowSchema = z.object({ checksum: z.string() });

async function loadedChecksum(em: EntityManager, dataset: OfficialDataset): Promise<string | null> {
  const rows = await querySql(em, 'select "checksum" from "official_dataset" where "name" = ?', [dataset]);
  return z.array(versionRowSchema).parse(rows)[0]?.checksum ?? null;
}

/**
 * Puts `source` in the database unless it already holds that version: one transaction for the
 * whole dataset (the previous version stays until the new one commits), under an advisory lock so
 * that two instances starting together load it once. Logged with its duration.
 */
export async function loadDataset<D extends OfficialDataset>(
  orm: MikroORM,
  source: DatasetSource<D>,
  logger: LoadLogger,
): Promise<DatasetLoadReport> {
  const started = performance.now();
  const em = orm.em.fork();
  if ((await loadedChecksum(em, source.dataset)) === source.checksum) {
    return {
      dataset: source.dataset,
      status: 'up-to-date',
      packageVersion: null,
      itemCount: 0,
      durationMs: 0,
    };
  }
  const file = source.parse();
  const report = await em.transactional(async (tx): Promise<DatasetLoadReport> => {
    await runSql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [
      `dirigeo:official-data:${source.dataset}`,
    ]);
    // Another instance may have loaded it while this one waited for the lock.
    if ((await loadedChecksum(tx, source.dataset)) === source.checksum) {
      return {
        dataset: source.dataset,
        status: 'up-to-date',
        packageVersion: null,
        itemCount: 0,
        durationMs: 0,
      };
    }
    const itemCount = await LOADERS[source.dataset](tx, file);
    const durationMs = Math.round(performance.now() - started);
    await runSql(
      tx,
      `insert into "official_dataset" ("name", "checksum", "editor", "package_name", "package_version", "license", "item_count", "loaded_at", "load_ms")
       values (?, ?, ?, ?, ?, ?, ?, now(), ?)
       on conflict ("name") do update set "checksum" = excluded."checksum", "editor" = excluded."editor",
         "package_name" = excluded."package_name", "package_version" = excluded."package_version",
         "license" = excluded."license", "item_count" = excluded."item_count",
         "loaded_at" = excluded."loaded_at", "load_ms" = excluded."load_ms"`,
      [
        source.dataset,
        source.checksum,
        file.source.editor,
        file.source.package,
        file.source.version,
        file.source.license,
        itemCount,
        durationMs,
      ],
    );
    return {
      dataset: source.dataset,
      status: 'loaded',
      packageVersion: file.source.version,
      itemCount,
      durationMs,
    };
  });
  if (report.status === 'loaded') {
    // The typo correction's dictionaries of this dataset were read from the previous version.
    forgetTypoVocabularies(em, source.dataset, 'site');
    logger.info(
      {
        dataset: report.dataset,
        package: `${file.source.package}@${file.source.version}`,
        items: report.itemCount,
        durationMs: Math.round(performance.now() - started),
      },
      'official dataset loaded',
    );
  }
  return report;
}

/**
 * Loads every official dataset from the committed data files when the database lacks it or holds
 * another version (server start-up, after the migrations). A restart only reads the files and
 * compares their checksums.
 */
export async function loadOfficialData(
  orm: MikroORM,
  logger: LoadLogger,
  directory: string = OFFICIAL_DATA_DIR,
): Promise<DatasetLoadReport[]> {
  const started = performance.now();
  const reports: DatasetLoadReport[] = [];
  for (const dataset of OFFICIAL_DATASETS) {
    reports.push(await loadDataset(orm, await readDataFile(dataset, directory), logger));
  }
  const upToDate = reports.filter((report) => report.status === 'up-to-date').map((report) => report.dataset);
  if (upToDate.length > 0) {
    logger.info(
      { datasets: upToDate, durationMs: Math.round(performance.now() - started) },
      'official datasets already loaded in this version',
    );
  }
  return reports;
}
