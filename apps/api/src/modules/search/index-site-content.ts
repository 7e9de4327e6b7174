import { faqEntries, sitePages } from '@dirigeo/site-content';
import type { EntityManager } from '@mikro-orm/core';
import { replaceSearchDocuments } from './index-documents.ts';

/**
 * The site's own pages and the questions of its FAQ, from `@dirigeo/site-content`, into the site
 * search: run at start-up (cheap, idempotent: unchanged rows are not rewritten).
 */
export async function indexSiteContent(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    await replaceSearchDocuments(
      tx,
      'page',
      sitePages.map((page) => ({
        sourceId: page.url,
        type: 'page',
        title: page.title,
        description: page.description,
        body: page.keywords,
        category: 'Pages du site',
        url: page.url,
        boost: 1.5,
      })),
    );
    await replaceSearchDocuments(
      tx,
      'faq',
      faqEntries.map((entry, index) => ({
        sourceId: String(index + 1),
        type: 'page',
        title: entry.question,
        description: entry.answer,
        body: entry.link?.label ?? '',
        category: 'Questions fréquentes',
        url: '/#faq',
      })),
    );
  });
}
