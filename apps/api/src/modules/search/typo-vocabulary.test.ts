import { describe, expect, it } from 'vitest';
import { correctWords, TypoVocabulary, trigramsOf } from './typo-vocabulary.ts';

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
