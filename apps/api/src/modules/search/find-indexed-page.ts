import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { querySql } from '../../lib/db/sql.ts';

const pageSchema = z.array(z.object({ title: z.string(), body: z.string() }));

/**
 * The title and plain text of the page the site search indexes at `url` (« /outils/fiche/… »), as the
 * assistant quotes it; null when no such page is indexed.
 */
export async function findIndexedPage(
  em: EntityManager,
  url: string,
): Promise<{ title: string; body: string } | null> {
  const [page] = pageSchema.parse(
    await querySql(em, 'select "title", "body" from "search_document" where "url" = ? limit 1', [url]),
  );
  return page ?? null;
}
