import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { PRACTICAL_SHEET_CATEGORIES } from '@dirigeo/schemas';

export interface PracticalSheetSectionRecord {
  anchor: string;
  title: string;
  /** Sanitised HTML. */
  html: string;
}

export interface CitedArticleRecord {
  number: string;
  /** Our article's id when it is in force. */
  articleId: string | null;
  legifranceUrl: string;
}

/**
 * A practical sheet of the Ministry of Labour, with our category. Searched by words through
 * `search_vector`: title (weight A), description (B), and the words of its content without their
 * positions (`strip`: counted once, weight D; long sheets would otherwise outrank the sheet whose
 * title is the search), accent-insensitive French.
 */
export const PracticalSheet = defineEntity({
  name: 'PracticalSheet',
  tableName: 'practical_sheet',
  indexes: [
    { name: 'practical_sheet_category_index', properties: ['category'] },
    {
      name: 'practical_sheet_search_vector_index',
      expression:
        'create index "practical_sheet_search_vector_index" on "practical_sheet" using gin ("search_vector")',
    },
  ],
  properties: {
    /** The official URL's last segment; ours too (/outils/fiche/{slug}). */
    slug: p.string().length(200).primary(),
    /** The Ministry's id. */
    pubId: p.string().length(50),
    title: p.text(),
    description: p.text(),
    category: p.enum(PRACTICAL_SHEET_CATEGORIES),
    /** Last update of the official sheet. */
    updatedOn: p.date(),
    officialUrl: p.text(),
    /** Sanitised HTML. */
    introHtml: p.text(),
    sections: p.json<PracticalSheetSectionRecord[]>(),
    citedArticles: p.json<CitedArticleRecord[]>(),
    /** Description and the sections' plain text, for the search. */
    bodyText: p.text(),
    searchVector: p
      .type('tsvector')
      .generated(
        "(setweight(to_tsvector('french_unaccent', title), 'A') || setweight(to_tsvector('french_unaccent', description), 'B') || strip(to_tsvector('french_unaccent', body_text))) stored",
      )
      .lazy()
      .hidden(),
  },
});
export type PracticalSheet = InferEntity<typeof PracticalSheet>;
