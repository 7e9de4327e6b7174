import { hash } from 'node:crypto';
import type { SearchResultType } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { querySql, runSql } from '../../lib/db/sql.ts';
import { SearchDocument } from './search-document.entity.ts';
import { forgetTypoVocabularies } from './typo-vocabularies.ts';

/** A document a content feature gives the site search (see search-document.entity.ts). */
export interface SearchDocumentInput {
  /** Its id within the feature: an article's id, a sheet's slug, an article number of the code. */
  sourceId: string;
  type: SearchResultType;
  title: string;
  /** The excerpt shown under the title in the results. */
  description: string;
  /** Plain text searched but not shown (an article's text, a sheet's sections). */
  body: string;
  category: string;
  url: string;
  /**
   * The headings of its sections that say what each is about (a practical sheet's « Peut-on se
   * rétracter ? »), none by default: the assistant's ranking reads them (`rank-passages.ts`).
   */
  sectionHeadings?: readonly string[];
  /** Relevance multiplier, 1 by default. */
  boost?: number;
}

/** Which feature a document comes from; a feature replaces or removes only its own. */
export type SearchSource = 'article' | 'fiche' | 'code' | 'tool' | 'page' | 'faq';

/** Bodies are searched, not shown: what is past this length adds little and slows the ranking. */
export const SEARCH_BODY_MAX_LENGTH = 20_000;

const COLUMNS = ['source', 'source_id', 'type', 'title', 'description', 'body', 'category', 'url', 'boost'];
/** Each heading's vector, computed once here rather than per question. */
const SECTION_VECTORS = `(select coalesce(array_agg(to_tsvector('french_unaccent', heading) order by ord), '{}')
  from jsonb_array_elements_text(?::jsonb) with ordinality as headings(heading, ord))`;
const BATCH_SIZE = 500;

/**
 * Inserts or updates `documents` of `source` in one statement per batch. A row whose content did
 * not change is left alone, so its search vector is not computed again.
 */
async function upsert(
  em: EntityManager,
  source: SearchSource,
  documents: readonly SearchDocumentInput[],
): Promise<void> {
  for (let start = 0; start < documents.length; start += BATCH_SIZE) {
    const batch = documents.slice(start, start + BATCH_SIZE);
    const params: unknown[] = [];
    const rows = batch.map((document) => {
      params.push(
        source,
        document.sourceId,
        document.type,
        document.title,
        document.description,
        document.body.slice(0, SEARCH_BODY_MAX_LENGTH),
        document.category,
        document.url,
        document.boost ?? 1,
        JSON.stringify(document.sectionHeadings ?? []),
      );
      return `(${COLUMNS.map(() => '?').join(', ')}, ${SECTION_VECTORS}, now())`;
    });
    const changed = [...COLUMNS.slice(2), 'section_vectors'];
    await runSql(
      em,
      `insert into search_document (${COLUMNS.join(', ')}, section_vectors, updated_at) values ${rows.join(', ')}
       on conflict (source, source_id) do update set ${changed.map((column) => `${column} = excluded.${column}`).join(', ')}, updated_at = now()
       where (${changed.map((column) => `search_document.${column}`).join(', ')}) is distinct from (${changed.map((column) => `excluded.${column}`).join(', ')})`,
      params,
    );
  }
}

/**
 * Makes the index hold exactly `documents` for `source` (added, changed, and the rest removed).
 * The same documents as last time (their SHA-256 is kept in `search_source_fingerprint`) cost one
 * query and nothing more: a restart does not send thousands of unchanged rows again.
 */
export async function replaceSearchDocuments(
  em: EntityManager,
  source: SearchSource,
  documents: readonly SearchDocumentInput[],
): Promise<{ skipped: boolean }> {
  const sha256 = hash('sha256', JSON.stringify(documents), 'hex');
  const stored = await querySql<{ sha256: string }>(
    em,
    'select sha256 from search_source_fingerprint where source = ?',
    [source],
  );
  if (stored[0]?.sha256 === sha256) return { skipped: true };
  forgetTypoVocabularies(em, 'site');
  await upsert(em, source, documents);
  // The ids as one JSON parameter: an array parameter would be spread into a list of placeholders.
  await runSql(
    em,
    'delete from search_document where source = ? and source_id not in (select jsonb_array_elements_text(?::jsonb))',
    [source, JSON.stringify(documents.map((document) => document.sourceId))],
  );
  await runSql(
    em,
    `insert into search_source_fingerprint (source, sha256, updated_at) values (?, ?, now())
     on conflict (source) do update set sha256 = excluded.sha256, updated_at = excluded.updated_at`,
    [source, sha256],
  );
  return { skipped: false };
}

/** The source's documents changed one by one: the next `replaceSearchDocuments` compares them all. */
async function forgetFingerprint(em: EntityManager, source: SearchSource): Promise<void> {
  await runSql(em, 'delete from search_source_fingerprint where source = ?', [source]);
}

/** Adds or updates one document (an article saved, a sheet changed). */
export async function indexSearchDocument(
  em: EntityManager,
  source: SearchSource,
  document: SearchDocumentInput,
): Promise<void> {
  forgetTypoVocabularies(em, 'site');
  await upsert(em, source, [document]);
  await forgetFingerprint(em, source);
}

/** Removes one document (an article unpublished or deleted). */
export async function removeSearchDocument(
  em: EntityManager,
  source: SearchSource,
  sourceId: string,
): Promise<void> {
  forgetTypoVocabularies(em, 'site');
  await runSql(em, 'delete from search_document where source = ? and source_id = ?', [source, sourceId]);
  await forgetFingerprint(em, source);
}

/** How many documents of `source` the site search holds (start-up compares it with what it loaded). */
export function countSearchDocuments(em: EntityManager, source: SearchSource): Promise<number> {
  return em.count(SearchDocument, { source });
}
