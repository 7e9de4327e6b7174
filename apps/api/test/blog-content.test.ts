import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countWords } from '../src/modules/blog/article-html.ts';
import { ARTICLES_DIR } from '../src/modules/blog/load-article-files.ts';
import { parseArticleFile, slugOfFile } from '../src/modules/blog/article-file.ts';

const files = readdirSync(ARTICLES_DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
const slugs = new Set(files.map(slugOfFile));

/** Pages of the public site and the portal an article may link to. */
const SITE_PATHS = new Set([
  '/',
  '/#tarifs',
  '/#contact',
  '/#faq',
  '/tarifs-details',
  '/simulators',
  '/simulators/charges-sociales',
  '/outils',
  '/code-du-travail',
  '/eligibilite',
  '/souscription',
  '/auth',
  '/blog',
]);

describe('the blog articles of the repository', () => {
  it('are at least 24', () => {
    expect(files.length).toBeGreaterThanOrEqual(24);
  });

  describe.each(files)('%s', (file) => {
    const source = readFileSync(join(ARTICLES_DIR, file), 'utf8');
    const { input } = parseArticleFile(file, source);
    const [body = '', sources = ''] = input.content.split(/<h2[^>]*>Sources<\/h2>/);

    it('writes every amount in euros with a space before its sign, thousands and cents in French', () => {
      // « 120200,300€ » was « 12 200,30 € » whose no-break spaces an edit turned into zeros (stop 41).
      expect(source.match(/\d€/g) ?? []).toEqual([]);
      expect(source.match(/\d,\d{3}[\s\u00a0\u202f]*€/g) ?? []).toEqual([]);
    });

    it('has at least 600 words before its sources', () => {
      expect(countWords(body)).toBeGreaterThanOrEqual(600);
    });

    it('ends with its sources, official links', () => {
      expect(sources).toMatch(/<a href="https:\/\//);
    });

    it('has no title of level 1 (the page prints the title)', () => {
      expect(input.content).not.toMatch(/<h1/);
    });

    it('links only to pages and articles that exist', () => {
      for (const [, href = ''] of input.content.matchAll(/href="(\/[^"]*)"/g)) {
        const path = href.split('?')[0] ?? href;
        if (path.startsWith('/blog/'))
          expect(slugs, `${file} links to ${href}`).toContain(path.slice('/blog/'.length));
        else expect(SITE_PATHS, `${file} links to ${href}`).toContain(path);
      }
    });

    it('was published by the date of this repository, and not before 2025', () => {
      const published = input.publishedAt?.getTime() ?? 0;
      expect(published).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 1));
      expect(published).toBeLessThanOrEqual(Date.now());
    });
  });
});
