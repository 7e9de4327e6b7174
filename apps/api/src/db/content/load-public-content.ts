import type { MikroORM } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { loadArticleFiles } from '../../modules/blog/load-article-files.ts';
import { indexSiteContent } from '../../modules/search/index-site-content.ts';

/** One content feature's start-up step: brings its stored content and its search documents up to date. */
interface ContentLoader {
  name: string;
  load(orm: MikroORM): Promise<void>;
}

/**
 * What the public site serves from the database, loaded at start-up when missing or outdated: each
 * feature's loader is idempotent and skips what is already there, so a restart costs little.
 */
const loaders: ContentLoader[] = [
  { name: 'site pages and FAQ', load: (orm) => indexSiteContent(orm.em.fork()) },
  { name: 'blog articles', load: async (orm) => void (await loadArticleFiles(orm.em.fork())) },
];

export async function loadPublicContent(orm: MikroORM, logger: Pick<Logger, 'info'>): Promise<void> {
  for (const loader of loaders) {
    const started = performance.now();
    await loader.load(orm);
    logger.info(
      { content: loader.name, ms: Math.round(performance.now() - started) },
      'public content ready',
    );
  }
}
