import { describe, expect, it } from 'vitest';
import { deBefore, frenchTypography, inSentence, withDefiniteArticle } from './french.ts';

describe('French elision and gender', () => {
  it.each([
    ['Élodie', 'd’Élodie'],
    ['Camille', 'de Camille'],
    ['Hélène', 'd’Hélène'],
    ['avril 2026', 'd’avril 2026'],
    ['août 2026', 'd’août 2026'],
    ['octobre 2026', 'd’octobre 2026'],
    ['janvier 2026', 'de janvier 2026'],
    ['  Yann ', 'd’Yann'],
  ])('writes « de » before %s as « %s »', (word, expected) => {
    expect(deBefore(word)).toBe(expected);
  });

  it.each([
    ['SAS', 'f', 'la SAS'],
    ['SARL', 'f', 'la SARL'],
    ['EURL', 'f', 'l’EURL'],
    ['EI', 'f', 'l’EI'],
    ['GIE', 'm', 'le GIE'],
    ['AE', 'm', 'l’AE'],
  ] as const)('writes the article of %s (%s) as « %s »', (noun, gender, expected) => {
    expect(withDefiniteArticle(noun, gender)).toBe(expected);
  });

  it('writes a month in a sentence in lower case', () => {
    expect(inSentence('Janvier 2026')).toBe('janvier 2026');
  });
});

describe('frenchTypography', () => {
  const NBSP = '\u00a0';
  const NNBSP = '\u202f';
  it.each([
    [
      'Pourquoi ? Parce que : voilà ; enfin !',
      `Pourquoi${NBSP}? Parce que${NBSP}: voilà${NBSP}; enfin${NBSP}!`,
    ],
    ['« Bonjour »', `«${NBSP}Bonjour${NBSP}»`],
    ['1 803 € par mois', `1${NNBSP}803${NBSP}€ par mois`],
    ['12 200,30 € et 1 234 567 €', `12${NNBSP}200,30${NBSP}€ et 1${NNBSP}234${NNBSP}567${NBSP}€`],
    ['un taux de 2,5%', `un taux de 2,5${NBSP}%`],
    ['voir cet article .', 'voir cet article.'],
    [' . La suite', '. La suite'],
    ['en 2025, 2026 et 2027', 'en 2025, 2026 et 2027'],
    ['01 99 00 48 20', '01 99 00 48 20'],
    ['https://www.dirigeo.fr/blog', 'https://www.dirigeo.fr/blog'],
  ])('sets « %s » as « %s »', (text, expected) => {
    expect(frenchTypography(text)).toBe(expected);
    expect(frenchTypography(expected)).toBe(expected);
  });
});
