import { describe, expect, it } from 'vitest';
import { articleCover, coverThemeOf, keyFigureOf } from './blog-cover.ts';

describe('coverThemeOf', () => {
  it.each([
    ['Fiscalité', 'fiscal'],
    ['Paie', 'paie'],
    ['Protection sociale', 'social'],
    ['Juridique', 'juridique'],
    ['Comptabilité', 'comptabilite'],
    ['COMPTABILITE', 'comptabilite'],
    ['Actualités', 'default'],
  ])('%s → %s', (category, theme) => {
    expect(coverThemeOf(category)).toBe(theme);
  });
});

describe('keyFigureOf', () => {
  it.each([
    ['Paie : ce qui change au 1er janvier 2026', '1'],
    ['Le plafond de la sécurité sociale 2026', '2026'],
    ['Une réduction de 15 % la première année', '15 %'],
    ['Un taux de 3,45 pour les allocations', '3,45'],
    ['Salaire ou dividendes', null],
  ])('%s → %s', (title, figure) => {
    expect(keyFigureOf(title)).toBe(figure);
  });
});

describe('articleCover', () => {
  it('picks the same tagline for the same title, from its theme', () => {
    const first = articleCover({ title: 'Le montant net social', category: 'Paie' });
    expect(first).toEqual(articleCover({ title: 'Le montant net social', category: 'Paie' }));
    expect(first.theme).toBe('paie');
    expect(['Votre paie de dirigeant', 'Chaque ligne du bulletin', 'Le salaire, simplement']).toContain(
      first.tagline,
    );
  });
});
