import { describe, expect, it } from 'vitest';
import { equivalentLexemes, NUMBER_WORDS } from './equivalent-forms.ts';
import { searchTerm, titlePhrases } from './retrieve-passages.ts';

describe("a question's word in its other written forms", () => {
  it.each([
    ['11', ['11', 'onze']],
    ['onze', ['onze', '11']],
    ['10', ['10', 'dix']],
    ['2', ['2', 'deux']],
    ['24', ['24', 'vingt-quatr']],
    ['31', ['31', 'trente-et-un']],
    ['minimum', ['minimum', 'minimal']],
    ['minimal', ['minimal', 'minimum']],
    ['maximal', ['maximal', 'maximum']],
    ['inapt', ['inapt', 'inaptitud']],
    ['grossess', ['grossess', 'enceint']],
    ['stagiair', ['stagiair', 'stag']],
    // A verb's stem in « ion » and its noun's (« je démissionne », « La démission »).
    ['demission', ['demission', 'demiss']],
    ['transmission', ['transmission', 'transmiss']],
  ])('searches %s as any of %j', (lexeme, forms) => {
    expect(equivalentLexemes(lexeme)).toEqual(forms);
  });

  it.each([
    // 1 has no word form: « un » is a stop word of the configuration.
    '1',
    '0',
    '32',
    '111',
    '2500',
    '2026',
    'heur',
    'repos',
    // A stem that begins a number's, or a number's that begins it, is another word.
    'dixi',
    'minim',
    // Too short before « ion »: « mention » is no `ment`, « sanction » no `sanct`.
    'mention',
    'pension',
    'sanction',
  ])('searches %s as itself only', (lexeme) => {
    expect(equivalentLexemes(lexeme)).toEqual([lexeme]);
  });

  it('covers every number from 2 to 31, each with one word of its own', () => {
    expect([...NUMBER_WORDS.keys()]).toEqual(Array.from({ length: 30 }, (_, index) => String(index + 2)));
    expect(new Set(NUMBER_WORDS.values()).size).toBe(30);
  });
});

describe('a query term', () => {
  it('is the word alone when it has one form, a prefix when its stem is long', () => {
    expect(searchTerm('repos')).toBe("'repos'");
    expect(searchTerm('repos', 'A')).toBe("'repos':A");
    expect(searchTerm('licenci', 'A')).toBe("'licenci':*A");
  });

  it('is one OR group of its forms, each weighted for the title test', () => {
    expect(searchTerm('11')).toBe("('11' | 'onze')");
    expect(searchTerm('11', 'A')).toBe("('11':A | 'onze':A)");
    expect(searchTerm('minimum')).toBe("('minimum':* | 'minimal':*)");
    expect(searchTerm('minimum', 'A')).toBe("('minimum':*A | 'minimal':*A)");
    expect(searchTerm('24', 'A')).toBe("('24':A | 'vingt-quatr':A)");
  });

  it('keeps a group whole inside a title phrase', () => {
    expect(
      titlePhrases([
        { lexeme: '11', position: 1 },
        { lexeme: 'heur', position: 2 },
      ]),
    ).toEqual(["('11':A | 'onze':A) <-> 'heur':A"]);
  });
});
