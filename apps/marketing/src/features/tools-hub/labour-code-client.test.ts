import { describe, expect, it } from 'vitest';
import {
  labourCodeSearchApiPath,
  labourCodeSearchHrefOf,
  labourCodeSearchOf,
  labourCodeSearchStatus,
  parseLabourCodeSearch,
} from './labour-code-client.ts';

const found = {
  id: 'L1237-1',
  numero: 'L1237-1',
  extrait: 'En cas de démission, l’existence et la durée du préavis…',
  section: { id: 'LEGISCTA000006195634', titre: 'Sous-section 1 : Démission.' },
};

describe('the Code du travail’s search', () => {
  it('reads its search from the address, from 2 characters', () => {
    expect(labourCodeSearchOf('?q=%20L1234-9%20')).toBe('L1234-9');
    expect(labourCodeSearchOf('?q=L')).toBe('');
    expect(labourCodeSearchOf('')).toBe('');
    expect(labourCodeSearchHrefOf('préavis démission')).toBe(
      '/code-du-travail?q=pr%C3%A9avis+d%C3%A9mission',
    );
    expect(labourCodeSearchHrefOf('')).toBe('/code-du-travail');
    expect(labourCodeSearchApiPath('L1234-9')).toBe('/api/code-du-travail/recherche?q=L1234-9&limit=20');
  });

  it('checks the answer’s shape', () => {
    const answer = { mode: 'mots', recherche: 'préavis', rechercheCorrigee: null, resultats: [found] };
    expect(parseLabourCodeSearch(answer)).toEqual(answer);
    expect(() => parseLabourCodeSearch({ ...answer, mode: 'autre' })).toThrow();
    expect(() => parseLabourCodeSearch({ ...answer, resultats: [{ id: 'L1' }] })).toThrow();
  });

  it.each([
    [
      { mode: 'numero', recherche: 'L1237-1', rechercheCorrigee: null, resultats: [found] },
      '1 article trouvé pour le numéro L1237-1',
    ],
    [
      {
        mode: 'mots',
        recherche: 'licensiement',
        rechercheCorrigee: 'licenciement',
        resultats: [found, found],
      },
      '2 articles trouvés pour « licenciement » (recherche corrigée de « licensiement »)',
    ],
    [
      { mode: 'mots', recherche: 'zzz', rechercheCorrigee: null, resultats: [] },
      'Aucun article trouvé pour « zzz »',
    ],
    [
      {
        mode: 'mots',
        recherche: 'salarié',
        rechercheCorrigee: null,
        resultats: Array.from({ length: 20 }, () => found),
      },
      'Les 20 premiers articles pour « salarié »',
    ],
  ] as const)('says what it found: %#', (result, status) => {
    expect(labourCodeSearchStatus({ ...result, resultats: [...result.resultats] })).toBe(status);
  });
});
