import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';

/** The words of an HTML text, tags and entities aside. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

/**
 * Every article body takes this path on every write (file, back office, import): sanitised with
 * the site's one sanitiser, then measured for its reading time.
 */
export function prepareArticleHtml(html: string): { content: string; wordCount: number } {
  const content = sanitizeHtml(html, 'content');
  return { content, wordCount: countWords(content) };
}
