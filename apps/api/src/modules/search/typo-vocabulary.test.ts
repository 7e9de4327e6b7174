import { describe, expect, it } from 'vitest';
import {
  correctWords,
  searchWords,
  TypoVocabulary,
  trigramsOf,
  withoutUnlistedStopWords,
} from './typo-vocabulary.ts';

const vocabulary = new TypoVocabulary(
  new Map([
    ['licenciement', 40],
    ['licencie', 5],
    ['preavis', 30],
    ['cotisations', 25],
    ['dividendes', 3],
    ['automatique', 2],
    ['salaire', 50],
  ]),
);

describe('TypoVocabulary', () => {
  it('takes the trigrams pg_trgm takes', () => {
    expect([...trigramsOf('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
  });

  it.each([
    ['licensiement', 'licenciement'],
    ['preavi', 'preavis'],
    ['cotisasions', 'cotisations'],
    ['divdendes', 'dividendes'],
  ])('corrects %s to %s', (typed, expected) => {
    expect(vocabulary.nearest(typed)).toBe(expected);
  });

  it('finds the word fewest edits away, where a letter in the middle changed three trigrams', () => {
    const words = new TypoVocabulary(
      new Map([
        ['conges', 30],
        ['conjoint', 4],
        ['congres', 1],
        ['carence', 6],
      ]),
    );
    const edits = (a: string, b: string) => {
      // Levenshtein, enough for the test.
      const row = Array.from({ length: b.length + 1 }, (_, index) => index);
      for (let i = 1; i <= a.length; i += 1) {
        let previous = row[0] ?? 0;
        row[0] = i;
        for (let j = 1; j <= b.length; j += 1) {
          const current = row[j] ?? 0;
          row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
          previous = current;
        }
      }
      return row[b.length] ?? 0;
    };
    expect(words.closestWithin('conjes', 1, edits)).toBe('conges');
    expect(words.closestWithin('carense', 1, edits)).toBe('carence');
    expect(words.closestWithin('conjugal', 1, edits)).toBeNull();
  });

  it('corrects nothing that is not close enough', () => {
    expect(vocabulary.nearest('maison')).toBeNull();
    expect(vocabulary.nearest('qkbkcgarzculnzwfzxrocrthtunpgovgbjkixtm')).toBeNull();
  });
});

describe('correctWords', () => {
  it('keeps known and short words, replaces unknown ones and says the corrected search', () => {
    expect(correctWords(vocabulary, 'Préavis de licensiement')).toEqual({
      words: ['Préavis', 'de', 'licenciement'],
      corrected: 'Préavis de licenciement',
      documentCounts: [30, 40],
    });
    expect(correctWords(vocabulary, 'salaire')).toEqual({
      words: ['salaire'],
      corrected: null,
      documentCounts: [50],
    });
  });

  it('never corrects a word over 40 characters, nor more than 3 words', () => {
    const long = 'licensiement'.repeat(4);
    expect(correctWords(vocabulary, long).corrected).toBeNull();
    const many = correctWords(vocabulary, 'licensiement preavi cotisasions divdendes');
    expect(many.words).toEqual(['licenciement', 'preavis', 'cotisations', 'divdendes']);
  });
});

describe('the stop words the index keeps (« à », « a »)', () => {
  it('drops them from the words of a search, unless they are all it holds', () => {
    expect(searchWords('prélèvement à la source')).toEqual(['prélèvement', 'la', 'source']);
    expect(searchWords('Travail A temps partiel')).toEqual(['Travail', 'temps', 'partiel']);
    expect(searchWords('congés a')).toEqual(['congés']);
    expect(searchWords('à')).toEqual(['à']);
  });

  it('keeps the words that only start or end with them', () => {
    expect(searchWords('AGS avis ça')).toEqual(['AGS', 'avis', 'ça']);
    expect(searchWords("l'a")).toEqual(['l']);
  });

  it('drops them from a web search outside its "phrases", whose distances they hold', () => {
    expect(withoutUnlistedStopWords('prélèvement à la source')).toBe('prélèvement la source');
    expect(withoutUnlistedStopWords('"prélèvement à la source" -à')).toBe('"prélèvement à la source" -à');
    expect(withoutUnlistedStopWords('à A à')).toBe('à A à');
    expect(withoutUnlistedStopWords('a dividendes à')).toBe('dividendes');
  });
});
