import { describe, expect, it } from 'vitest';
import {
  agreementSearchApiPath,
  agreementSearchHrefOf,
  agreementSearchOf,
  parseAgreements,
} from './collective-agreements-client.ts';

describe('the collective agreements’ search', () => {
  it('keeps its search in the address and asks the API for it', () => {
    expect(agreementSearchOf('?q=%201486%20')).toBe('1486');
    expect(agreementSearchHrefOf('1486')).toBe('/outils/conventions-collectives?q=1486');
    expect(agreementSearchHrefOf('')).toBe('/outils/conventions-collectives');
    // Spec 001 §9: the API's defaults are 10 without a search and 20 with one.
    expect(agreementSearchApiPath('')).toBe('/api/conventions-collectives');
    expect(agreementSearchApiPath('boulangerie')).toBe('/api/conventions-collectives?q=boulangerie');
  });

  it('checks the answer’s shape', () => {
    const agreement = {
      idcc: '1486',
      titre: 'Bureaux d’études techniques',
      titreCourt: 'Syntec',
      url: 'https://x',
    };
    expect(parseAgreements([agreement])).toEqual([agreement]);
    expect(() => parseAgreements([{ idcc: '1486' }])).toThrow();
  });
});
