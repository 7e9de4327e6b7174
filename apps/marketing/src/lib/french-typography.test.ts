import { describe, expect, it } from 'vitest';
import { withFrenchSpacing } from './french-typography.ts';

const nbsp = '\u00a0';

describe('withFrenchSpacing', () => {
  it.each([
    ['Qui peut utiliser Dirigeo ?', `Qui peut utiliser Dirigeo${nbsp}?`],
    ['gérant minoritaire de SARL : Dirigeo', `gérant minoritaire de SARL${nbsp}: Dirigeo`],
    ['une réduction de 15 %', `une réduction de 15${nbsp}%`],
    ['« Bien moins cher »', `«${nbsp}Bien moins cher${nbsp}»`],
  ])('binds the punctuation of %j to its word', (text, expected) => {
    expect(withFrenchSpacing(text)).toBe(expected);
  });

  it('leaves the other spaces breakable', () => {
    expect(withFrenchSpacing('Les bulletins de paie des dirigeants')).toBe(
      'Les bulletins de paie des dirigeants',
    );
  });
});
