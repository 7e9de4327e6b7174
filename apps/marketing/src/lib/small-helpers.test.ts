import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { searchOfText } from './search-text.ts';
import { slugOf } from './slug.ts';
import { nextTabIndex } from './tabs.ts';

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 0, 3],
    ['Home', 2, 0],
    ['End', 1, 3],
    ['Enter', 1, null],
  ])('%s from %i → %s', (key, from, to) => {
    expect(nextTabIndex(key, from, 4)).toBe(to);
  });
});

describe('searchOfText', () => {
  it('trims, keeps 200 characters and drops a search under 2', () => {
    expect(searchOfText('  préavis  ')).toBe('préavis');
    expect(searchOfText(' x ')).toBe('');
    expect(searchOfText('a'.repeat(250))).toBe('a'.repeat(200));
  });
});

describe('slugOf', () => {
  it('turns a category or a type into an attribute value or an anchor', () => {
    expect(slugOf('Paie & Charges')).toBe('paie-charges');
    expect(slugOf('Aides & Subventions')).toBe('aides-subventions');
    expect(slugOf('Déclarations')).toBe('declarations');
    expect(slugOf('Congés payés à l’été')).toBe('conges-payes-a-l-ete');
  });
});

describe('sitemap and robots.txt', () => {
  it('write absolute, escaped addresses on the public site', () => {
    const xml = sitemapXml('https://dirigeo.fr', [
      { path: '/' },
      { path: '/blog/a&b', lastModified: '2026-05-01T10:00:00Z' },
    ]);
    expect(xml).toContain('<loc>https://dirigeo.fr/</loc>');
    expect(xml).toContain('<loc>https://dirigeo.fr/blog/a&amp;b</loc><lastmod>2026-05-01</lastmod>');
    expect(robotsTxt('https://dirigeo.fr')).toContain('Sitemap: https://dirigeo.fr/sitemap.xml');
    expect(robotsTxt('https://dirigeo.fr')).toContain('Disallow: /api/');
    expect(robotsTxt('https://dirigeo.fr')).toContain('Disallow: /rapports');
  });
});
