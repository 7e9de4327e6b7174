import { describe, expect, it } from 'vitest';
import { headerLinks, isCurrentPage } from './navigation.ts';
import { hasSignedInHint } from '@dirigeo/schemas/constants';
import { homeSectionOf } from './site-chrome.ts';

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

describe('hasSignedInHint', () => {
  it.each([
    ['dirigeo_signed_in=1', true],
    ['theme=dark; dirigeo_signed_in=1; x=y', true],
    ['dirigeo_signed_in=', false],
    ['dirigeo_signed_in=0', false],
    ['not_dirigeo_signed_in=1', false],
    ['', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasSignedInHint(cookies)).toBe(expected);
  });
});

describe('homeSectionOf', () => {
  const base = 'https://dirigeo.fr/tarifs-details';
  it.each([
    ['/#tarifs', 'tarifs'],
    ['https://dirigeo.fr/#contact', 'contact'],
    ['#faq', null],
    ['/', null],
    ['/#', null],
    ['/blog#x', null],
    ['https://ailleurs.fr/#tarifs', null],
  ])('%s → %s', (href, section) => {
    expect(homeSectionOf(href, base)).toBe(section);
  });
});
