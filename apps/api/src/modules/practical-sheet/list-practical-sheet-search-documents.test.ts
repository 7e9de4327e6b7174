import { describe, expect, it } from 'vitest';
import { sheetSectionHeadings, spaceGluedDates } from './list-practical-sheet-search-documents.ts';

describe('a practical sheet’s section headings for the search', () => {
  it('keeps the headings that say what a section is about, and drops its title and its links', () => {
    expect(
      sheetSectionHeadings('La rupture conventionnelle', [
        { title: 'La rupture conventionnelle' },
        { title: 'Peut-on se rétracter ?' },
        { title: 'En quoi consiste l’homologation de la convention ?' },
        { title: 'Textes de référence' },
        { title: 'Qui contacter ?' },
        { title: 'Services en ligne' },
        { title: 'À lire sur service-public. gouv. fr' },
        { title: 'Modèles de documents' },
        { title: 'Dernières actualités' },
        { title: ' ' },
      ]),
    ).toEqual(['Peut-on se rétracter ?', 'En quoi consiste l’homologation de la convention ?']);
  });

  it('keeps a heading that only begins like a link’s (« Documents remis au salarié » is about something)', () => {
    expect(
      sheetSectionHeadings('X', [
        { title: 'Temps de pause' },
        { title: 'Documents remis au salarié' },
        { title: 'Documents à télécharger' },
        { title: 'Pour aller plus loin' },
      ]),
    ).toEqual(['Temps de pause', 'Documents remis au salarié']);
  });
});

describe('a day glued to its month in a sheet’s text', () => {
  it.each([
    ['1er janvier, lundi de Pâques, 1ermai, 8 mai', '1er janvier, lundi de Pâques, 1er mai, 8 mai'],
    ['depuis le 1erjanvier 2026,', 'depuis le 1er janvier 2026,'],
    ['Arrêté du 1erdécembre 2025', 'Arrêté du 1er décembre 2025'],
    ['du 20avril au 20juin', 'du 20 avril au 20 juin'],
    ['le 1ERMAI', 'le 1ER MAI'],
  ])('spaces « %s »', (text, spaced) => {
    expect(spaceGluedDates(text)).toBe(spaced);
  });

  it.each([
    '1er mai',
    '1ers',
    '1ereedition',
    '2020mai',
    '32mai',
    '1ermais',
    '1ermaison',
    'R1mai',
    'article L. 243-1Arrêté',
  ])('leaves « %s » as it is', (text) => {
    expect(spaceGluedDates(text)).toBe(text);
  });
});
