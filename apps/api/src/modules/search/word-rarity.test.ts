import { describe, expect, it } from 'vitest';
import { type PassageCandidate, rankPassages } from './rank-passages.ts';
import { WordRarity } from './word-rarity.ts';

/** The headings of 400 documents: a few of our stems with how many hold each. */
const rarity = new WordRarity(
  new Map([
    ['salair', 60],
    ['vers', 40],
    ['dividend', 4],
    ['apprent', 3],
    ['apprentissag', 9],
    ['appui', 5],
  ]),
  400,
);

describe("a word's rarity in our writings", () => {
  it('counts the documents holding a stem, or every stem a prefix begins', () => {
    expect(rarity.documentCount('salair', false)).toBe(60);
    expect(rarity.documentCount('apprent', false)).toBe(3);
    expect(rarity.documentCount('apprent', true)).toBe(12);
    expect(rarity.documentCount('appr', true)).toBe(12);
    expect(rarity.documentCount('bitcoin', false)).toBe(0);
    expect(rarity.documentCount('zzz', true)).toBe(0);
  });

  it('tells whether some heading holds a word, in one of its written forms', () => {
    expect(rarity.isHeld({ lexeme: 'dividend', prefix: false })).toBe(true);
    expect(rarity.isHeld({ lexeme: 'appr', prefix: true })).toBe(true);
    expect(rarity.isHeld({ lexeme: 'bitcoin', prefix: false })).toBe(false);
    expect(
      rarity.isHeld({ lexeme: 'onze', prefix: false, otherForms: [{ lexeme: 'salair', prefix: false }] }),
    ).toBe(true);
  });

  it('weighs a rare word above a common one, the weights averaging 1', () => {
    const weights = rarity.weightsOf([
      { lexeme: 'vers', prefix: false },
      { lexeme: 'salair', prefix: false },
      { lexeme: 'dividend', prefix: false },
    ]);
    const [verser, salaire, dividendes] = weights;
    expect(dividendes).toBeGreaterThan(verser ?? 0);
    expect(verser).toBeGreaterThan(salaire ?? 0);
    expect(weights.reduce((sum, weight) => sum + weight, 0) / weights.length).toBeCloseTo(1);
    // Only part of a word's weight is its rarity: a common word still counts.
    expect(salaire).toBeGreaterThan(0.5);
  });

  it("tells the words in most headings, the Code du travail's included, only those", () => {
    const withCode = new WordRarity(new Map([['salair', 60]]), 400, ['travail', 'cod']);
    expect(withCode.isEverywhere({ lexeme: 'travail', prefix: true })).toBe(true);
    expect(withCode.isEverywhere({ lexeme: 'cod', prefix: false })).toBe(true);
    expect(withCode.isEverywhere({ lexeme: 'salair', prefix: false })).toBe(false);
    expect(withCode.isEverywhere({ lexeme: 'trav', prefix: true })).toBe(false);
    expect(rarity.isEverywhere({ lexeme: 'travail', prefix: false })).toBe(false);
  });

  it('weighs every word 1 when the index is empty', () => {
    expect(new WordRarity(new Map(), 0).weightsOf([{ lexeme: 'salair', prefix: false }])).toEqual([1]);
  });
});

describe('the passages ranked with the words’ rarity', () => {
  // « Vaut-il mieux se verser un salaire ou des dividendes ? » (verser, salaire, dividendes): both
  // articles hold the three words and two of them in their title; the one naming the rare word is about it.
  const title = (url: string, inTitle: boolean[], id: number): PassageCandidate => ({
    id,
    url,
    inText: [true, true, true],
    inHeading: inTitle,
    inTitle,
    titleLength: 7,
    titlePhrases: 0,
    relevance: 0.7,
    template: false,
  });
  const firstSalary = title('/blog/premier-salaire-creation-sasu', [true, true, false], 1);
  const salaryOrDividends = title('/blog/salaire-ou-dividendes-sasu', [false, true, true], 2);
  const words = ['vers', 'salair', 'dividend'].map((lexeme) => ({ lexeme, prefix: false }));

  it('puts first the title naming the rare word', () => {
    const ranked = rankPassages([firstSalary, salaryOrDividends], {
      letterAsked: false,
      wordWeights: rarity.weightsOf(words),
    });
    expect(ranked[0]?.url).toBe(salaryOrDividends.url);
  });

  it('does not put a short title holding the rare word alone before a text holding every word', () => {
    const dividendsOnly: PassageCandidate = {
      ...title('/blog/dividendes', [false, false, true], 3),
      inText: [false, false, true],
      titleLength: 2,
    };
    const ranked = rankPassages([dividendsOnly, firstSalary], {
      letterAsked: false,
      wordWeights: rarity.weightsOf(words),
    });
    expect(ranked[0]?.url).toBe(firstSalary.url);
  });
});
