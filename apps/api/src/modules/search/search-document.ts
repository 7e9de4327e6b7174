/**
 * A document of the site-wide search (`search_document`, built by the search feature): each content
 * feature exports a function returning its own in this shape.
 */
export interface SearchDocument {
  /** Unique across features: `<feature>:<id>`. */
  sourceId: string;
  type: 'fiche' | 'page';
  title: string;
  description: string;
  /** Plain text. */
  body: string;
  category: string;
  /** Our page. */
  url: string;
  /** The headings of its sections that say what each is about. */
  sectionHeadings?: readonly string[];
}
