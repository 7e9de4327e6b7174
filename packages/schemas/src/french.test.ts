import { describe, expect, it } from 'vitest';
import { deBefore, inSentence, withDefiniteArticle } from './french.ts';

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
