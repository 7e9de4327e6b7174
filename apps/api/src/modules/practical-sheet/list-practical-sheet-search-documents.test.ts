import { describe, expect, it } from 'vitest';
import { sheetSectionHeadings } from './list-practical-sheet-search-documents.ts';

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
