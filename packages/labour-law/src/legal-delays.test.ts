import { describe, expect, it } from 'vitest';
import { LEGAL_DELAYS } from './legal-delays.ts';

describe('délais asked as such', () => {
  it.each([
    ['conventional-termination-withdrawal', '15 jours calendaires'],
    ['conventional-termination-approval', '15 jours ouvrables'],
    ['final-settlement-challenge', '6 mois'],
    ['abandonment-notice', '15 jours'],
    ['return-to-work-visit', '8 jours'],
    ['hiring-visit', '3 mois'],
    ['dismissal-challenge', '12 mois'],
    ['employment-claim', '2 ans'],
    ['hiring-declaration', 'avant l’embauche, au plus tôt 8 jours avant'],
  ])('%s: %s', (id, figure) => {
    const found = LEGAL_DELAYS.find((item) => item.id === id);
    expect(found?.figure).toBe(figure);
    expect(found?.explanation).toContain(figure.split(' ').slice(0, 2).join(' '));
  });
});
