import { describe, expect, it } from 'vitest';
import { headerLinks, isCurrentPage } from './navigation.ts';

describe('isCurrentPage', () => {
  it.each([
    ['/', '/', true],
    ['/', '/blog/', false],
    ['/blog', '/blog', true],
    // Astro's directory build gives `Astro.url.pathname` a trailing slash.
    ['/blog', '/blog/', true],
    ['/blog', '/blog/bulletin-de-paie-president-sasu/', true],
    ['/blog', '/blogue/', false],
    ['/outils', '/outils/simulateur/brut-net/', true],
    ['/#tarifs', '/', false],
    ['/#contact', '/', false],
  ])('link %s on page %s → %s', (href, pathname, expected) => {
    expect(isCurrentPage(href, pathname)).toBe(expected);
  });

  it('marks exactly one header link on each page the header links to', () => {
    for (const pathname of ['/', '/outils/', '/blog/']) {
      const current = headerLinks.filter((link) => isCurrentPage(link.href, pathname));
      expect(current).toHaveLength(1);
    }
  });
});
