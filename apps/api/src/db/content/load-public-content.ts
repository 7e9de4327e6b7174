import { flushSearchIndexes } from '../../lib/db/flush-search-indexes.ts';
import type { MikroORM } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { loadArticleFiles } from '../../modules/blog/load-article-files.ts';
import { listLabourCodeSearchDocuments } from '../../modules/labour-code/list-labour-code-search-documents.ts';
import { listPracticalSheetSearchDocuments } from '../../modules/practical-sheet/list-practical-sheet-search-documents.ts';
import { countSearchDocuments, replaceSearchDocuments } from '../../modules/search/index-documents.ts';
import { indexSiteContent } from '../../modules/search/index-site-content.ts';
import { vacuumSearchRanks } from '../../modules/search/vacuum-search-ranks.ts';
import { loadOfficialData } from '../../official-data/load-official-data.ts';

/** One content feature's start-up step: brings its stored content and its search documents up to date. */
interface ContentLoader {
  name: string;
  load(orm: MikroORM, logger: Pick<Logger, 'info'>, options: PublicContentOptions): Promise<void>;
}

export interface PublicContentOptions {
  /** Where the official data files are read from: the committed ones unless a test gives smaller ones. */
  officialDataDir?: string;
}

/**
 * The official content (practical sheets, Code du travail, collective agreements) from its data
 * files when missing or of another version, then its documents in the site search when that
 * version was just loaded or the index lacks them. A restart only compares checksums and counts.
 */
async function loadOfficialContent(
  orm: MikroORM,
  logger: Pick<Logger, 'info'>,
  options: PublicContentOptions,
): Promise<void> {
  const reports = await loadOfficialData(orm, logger, options.officialDataDir);
  const loaded = new Set(
    reports.filter((report) => report.status === 'loaded').map((report) => report.dataset),
  );
  const em = orm.em.fork();
  const sources = [
    { source: 'fiche', dataset: 'fiches-pratiques', list: listPracticalSheetSearchDocuments, boost: 1 },
    { source: 'code', dataset: 'code-du-travail', list: listLabourCodeSearchDocuments, boost: 0.6 },
  ] as const;
  for (const { source, dataset, list, boost } of sources) {
    if (!loaded.has(dataset) && (await countSearchDocuments(em, source)) > 0) continue;
    const documents = (await list(em)).map((document) => ({ ...document, boost }));
    await em.transactional((tx) => replaceSearchDocuments(tx, source, documents));
    logger.info({ source, documents: documents.length }, 'official content indexed for the site search');
  }
}

/**
 * What the public site serves from the database, loaded at start-up when missing or outdated: each
 * feature's loader is idempotent and skips what is already there, so a restart costs little.
 */
const loaders: ContentLoader[] = [
  { name: 'site pages, FAQ and tools', load: (orm) => indexSiteContent(orm.em.fork()) },
  { name: 'blog articles', load: async (orm) => void (await loadArticleFiles(orm.em.fork())) },
  { name: 'official content', load: loadOfficialContent },
];

export async function loadPublicContent(
  orm: MikroORM,
  logger: Pick<Logger, 'info'>,
  options: PublicContentOptions = {},
): Promise<void> {
  for (const loader of loaders) {
    const started = performance.now();
    await loader.load(orm, logger, options);
    logger.info(
      { content: loader.name, ms: Math.round(performance.now() - started) },
      'public content ready',
    );
  }
  // The search indexes' new entries are merged now, not read by every search until a vacuum.
  const pages = await flushSearchIndexes(orm.em.fork());
  if (pages > 0) logger.info({ pages }, 'search indexes flushed');
  const vacuumStarted = performance.now();
  await vacuumSearchRanks(orm.em.fork());
  logger.info({ ms: Math.round(performance.now() - vacuumStarted) }, 'search ranks vacuumed');
}
