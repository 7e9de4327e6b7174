import type { EntityManager } from '@mikro-orm/core';
import { officialContentPaths } from '@dirigeo/schemas';
import { z } from 'zod';
import { searchExcerpt } from '../search/search-excerpt.ts';
import type { SearchDocument } from '../search/search-document.ts';
import { querySql } from '../../lib/db/sql.ts';

/** The category of the code's articles in the site-wide search. */
const LABOUR_CODE_SEARCH_CATEGORY = 'Code du travail';

const rowSchema = z.object({ id: z.string(), number: z.string(), text: z.string() });

/**
 * The articles of the Code du travail in force as documents of the site-wide search (type `page`,
 * category « Code du travail », their page /code-du-travail/article/{id}), in the code's order:
 * « Article L1234-9 du Code du travail », the beginning of the text as description, the text as body.
 */
export async function listLabourCodeSearchDocuments(em: EntityManager): Promise<SearchDocument[]> {
  const rows = z
    .array(rowSchema)
    .parse(
      await querySql(em, 'select "id", "number", "text" from "labour_code_article" order by "position"'),
    );
  return rows.map((row) => ({
    sourceId: `code-du-travail:${row.id}`,
    type: 'page',
    title: row.number.startsWith('Annexe')
      ? `${row.number} du Code du travail`
      : `Article ${row.number} du Code du travail`,
    description: searchExcerpt(row.text, [], 200),
    body: row.text,
    category: LABOUR_CODE_SEARCH_CATEGORY,
    url: officialContentPaths.labourCodeArticle(row.id),
  }));
}
