import { describe, expect, it } from 'vitest';
import { TypoVocabulary } from '../search/typo-vocabulary.ts';
import { answers } from './compose-answer.ts';
import {
  correctAgainstCorpus,
  EMPTY_PHRASES,
  QUESTION_WORDS,
  quotedSentences,
  titlePhrases,
} from '../search/retrieve-passages.ts';

/** A few words of our titles and summaries, with how many documents hold each. */
const vocabulary = new TypoVocabulary(
  new Map([
    ['apprentis', 12],
    ['apprentissage', 30],
    ['maternite', 8],
    ['conge', 40],
    ['licenciement', 90],
    ['salarie', 300],
    ['salaire', 200],
    ['carte', 3],
    ['renoncer', 2],
    ['embauche', 60],
    ['reembauche', 3],
    ['crees', 5],
  ]),
);

describe('the question read against our own words', () => {
  it.each([
    ['salaire des aprentis', 'salaire des apprentis'],
    ['conge maternitee', 'conge maternite'],
    ['licenciemnet economique', 'licenciement economique'],
    ['licenciment', 'licenciement'],
  ])('reads « %s » as « %s »', (typed, read) => expect(correctAgainstCorpus(vocabulary, typed)).toBe(read));

  it.each(['prix du bitcoin', 'salarie et salaire', 'la capitale du perou', 'denoncer un recu'])(
    'leaves « %s » as typed: known words, or none close',
    (typed) => expect(correctAgainstCorpus(vocabulary, typed)).toBe(typed),
  );

  it('corrects to a word of the same first letter, even a rarer one: « rembauche » is « réembauche »', () =>
    expect(correctAgainstCorpus(vocabulary, 'si je rembauche')).toBe('si je reembauche'));

  it('leaves a word of the language as typed: « crêpes » is no typo of « créés »', () =>
    expect(correctAgainstCorpus(vocabulary, 'recette de crepes')).toBe('recette de crepes'));

  it('splits an elision typed as one word, not a word of the language', () =>
    expect(correctAgainstCorpus(vocabulary, 'jhesite sur lentreprise et la lame')).toBe(
      "j'hesite sur l'entreprise et la lame",
    ));

  it('looks up three unknown words at most', () => {
    expect(correctAgainstCorpus(vocabulary, 'aprentis maternitee licenciment aprentis')).toBe(
      'apprentis maternite licenciement aprentis',
    );
  });
});

describe('whether a passage answers', () => {
  it('answers a story (six words or more) with three of them in its heading and two in five in its text', () => {
    expect(answers({ questionWords: 12, coverage: 5 / 12, headWords: 3 })).toBe(true);
    expect(answers({ questionWords: 12, coverage: 5 / 12, headWords: 2 })).toBe(false);
    // Or two in its heading and half of them in its text (« mes saisonniers de l'été dans mon
    // camping, je suis obligé de les reprendre l'année d'après ? » and « Le travail saisonnier »).
    expect(answers({ questionWords: 6, coverage: 3 / 6, headWords: 2 })).toBe(true);
    expect(answers({ questionWords: 6, coverage: 3 / 6, headWords: 1 })).toBe(false);
    expect(answers({ questionWords: 5, coverage: 3 / 5, headWords: 1 })).toBe(false);
    expect(answers({ questionWords: 12, coverage: 4 / 12, headWords: 4 })).toBe(false);
    expect(answers({ questionWords: 5, coverage: 2 / 5, headWords: 3 })).toBe(false);
  });
  it('needs most of the question’s words', () => {
    expect(answers({ questionWords: 3, coverage: 2 / 3, headWords: 2 })).toBe(true);
    expect(answers({ questionWords: 4, coverage: 3 / 4, headWords: 1 })).toBe(true);
    expect(answers({ questionWords: 3, coverage: 1 / 3, headWords: 1 })).toBe(false);
    expect(answers({ questionWords: 2, coverage: 1 / 2, headWords: 1 })).toBe(false);
  });
  it('needs one of them in its title or summary: a text that mentions them in passing is not about them', () => {
    expect(answers({ questionWords: 3, coverage: 1, headWords: 0 })).toBe(false);
    expect(answers({ questionWords: 1, coverage: 1, headWords: 1 })).toBe(true);
  });
  it('lacking a word of a short question, needs two of the others in its title or summary', () => {
    // « assurance auto pas chère »: a sheet holding « assurance » and « auto », « assurance » in its title.
    expect(answers({ questionWords: 3, coverage: 2 / 3, headWords: 1 })).toBe(false);
    expect(answers({ questionWords: 3, coverage: 1, headWords: 1 })).toBe(true);
  });
  it('needs every word in an article of the Code, whose heading is only its number and first lines', () => {
    // « recette de la pâte à crêpes » and an article on a training body's receipts.
    expect(answers({ questionWords: 3, coverage: 2 / 3, headWords: 2, source: 'code' })).toBe(false);
    expect(answers({ questionWords: 3, coverage: 1, headWords: 1, source: 'code' })).toBe(true);
  });
  it('is answered by a page whose title the question names whole, whatever else it adds', () => {
    // « je peux faire travailler mes vendeurs le dimanche dans ma boutique ? » and « Le travail du dimanche ».
    expect(answers({ questionWords: 4, coverage: 2 / 4, headWords: 2, titleNamed: true })).toBe(true);
    expect(answers({ questionWords: 4, coverage: 2 / 4, headWords: 2, titleNamed: false })).toBe(false);
    // A title of one word named whole counts as a heading of two (« ma serveuse m'a dit à l'oral
    // "je démissionne", c'est valable ou il faut un écrit ? » and « La démission »).
    expect(answers({ questionWords: 6, coverage: 4 / 6, headWords: 1, titleWhole: true })).toBe(true);
    expect(answers({ questionWords: 6, coverage: 4 / 6, headWords: 1, titleWhole: false })).toBe(false);
    // One word of the question is not enough, even when it is the whole title.
    expect(answers({ questionWords: 4, coverage: 1 / 4, headWords: 1, titleNamed: true })).toBe(false);
  });
});

describe('the question’s neighbouring words as phrases of a title', () => {
  it('pairs words at most three places apart, at that distance', () => {
    expect(
      titlePhrases([
        { lexeme: 'cong', position: 3 },
        { lexeme: 'pai', position: 4 },
        { lexeme: 'temp', position: 10 },
        { lexeme: 'plein', position: 11 },
      ]),
    ).toEqual(["'cong':A <-> 'pai':A", "'temp':A <-> 'plein':A"]);
    expect(
      titlePhrases([
        { lexeme: 'contrat', position: 1 },
        { lexeme: 'travail', position: 3 },
      ]),
    ).toEqual(["'contrat':*A <2> 'travail':*A"]);
  });
  it('quotes a word so nothing of the question reaches the query’s syntax', () => {
    expect(
      titlePhrases([
        { lexeme: "l'a", position: 1 },
        { lexeme: 'b|c', position: 2 },
      ]),
    ).toEqual(["'l''a':A <-> 'b|c':A"]);
  });
});

describe('phrases that name no subject (stop 36)', () => {
  const emptied = (text: string) => text.replace(EMPTY_PHRASES, ' ').replace(/ +/g, ' ').trim();
  it.each([
    ['salaires impayes jusqu a quand les reclamer', 'salaires impayes les reclamer'],
    ["jusqu'au quand", ''],
    ['payer le 1er mai meme si ferie', 'payer le 1er mai ferie'],
    ['majorees au-dela de 35 heures', 'majorees 35 heures'],
    ['majorees au dela des 35 heures', 'majorees 35 heures'],
    ['je dois quand meme faire une dsn', 'je dois faire une dsn'],
  ])('reads « %s » as « %s »', (typed, meant) => expect(emptied(typed)).toBe(meant));
  it.each(['le meme salaire', 'jusqu a 3 ans', 'delai de quand'])('keeps « %s »', (typed) =>
    expect(emptied(typed)).toBe(typed),
  );
});

describe('words that tell the case, not the subject (stop 36)', () => {
  // « mon salarié veut partir demain », « ils veulent », « vous voulez »: stems of `french_unaccent`.
  it.each(['veut', 'veulent', 'voul', 'veux'])('« %s » names no subject', (lexeme) =>
    expect(QUESTION_WORDS.has(lexeme)).toBe(true),
  );
  it.each(['demiss', 'preav', 'volont'])('« %s » does', (lexeme) =>
    expect(QUESTION_WORDS.has(lexeme)).toBe(false),
  );
});

describe('the sentences an excerpt quotes, stop 40', () => {
  // The question's words: « dsn », « amende » (searched as « pénalité » too), « retard ».
  const sentences = [
    { order: 1, text: 'La DSN est transmise chaque mois.', held: [true, false, false] },
    {
      order: 2,
      text: 'Une DSN en retard expose à une pénalité, au plus 61 € en 2026.',
      held: [true, true, true],
    },
    { order: 3, text: 'Le retard se corrige dans la DSN suivante.', held: [true, false, true] },
    { order: 4, text: 'Le plafond est de 4 005 € par mois.', held: [false, false, false] },
  ];
  it('quotes the sentences holding the rarest of the question’s words first, none holding none', () =>
    expect(quotedSentences(sentences, [0.5, 2, 1], false)).toBe(
      'Une DSN en retard expose à une pénalité, au plus 61 € en 2026. … Le retard se corrige dans la DSN suivante.',
    ));
  it('puts a sentence stating a figure before an equal one when a figure is asked, three at most', () =>
    expect(
      quotedSentences(
        [
          { order: 1, text: 'La pénalité est due par salarié.', held: [false, true, false] },
          { order: 2, text: 'La pénalité est au plus de 61 €.', held: [false, true, false] },
        ],
        [1, 1, 1],
        true,
      ),
    ).toBe('La pénalité est au plus de 61 €. … La pénalité est due par salarié.'));
  it('quotes first, of those it chose, a sentence stating an amount when one is asked', () => {
    const told = [
      {
        order: 1,
        text: "L'allocation des travailleurs indépendants (ATI) vaut pour les dirigeants.",
        held: [true, true, true],
      },
      { order: 2, text: "L'allocation est de 26,30 € par jour.", held: [true, false, false] },
      { order: 3, text: 'Elle dure 182 jours.', held: [false, false, false] },
    ];
    expect(quotedSentences(told, [1, 1, 1], true, true)).toBe(
      "L'allocation est de 26,30 € par jour. … L'allocation des travailleurs indépendants (ATI) vaut pour les dirigeants.",
    );
    expect(quotedSentences(told, [1, 1, 1], false)).toBe(
      "L'allocation des travailleurs indépendants (ATI) vaut pour les dirigeants. … L'allocation est de 26,30 € par jour.",
    );
  });
  it('cuts a sentence longer than 300 characters at a word', () => {
    const long = `La pénalité ${'est due '.repeat(60)}fin.`;
    const quoted = quotedSentences([{ order: 1, text: long, held: [true] }], [1], false);
    expect(quoted.length).toBeLessThanOrEqual(300);
    expect(long.startsWith(quoted)).toBe(true);
  });
  it('quotes a long sentence around the rarest word it holds when its start would leave it out', () => {
    const table = `Date de naissance Âge légal Trimestres ${Array.from({ length: 30 }, (_, i) => `${1940 + i} ${60 + (i % 5)} ans 170`).join(' ')} À partir de 1970 64 ans 172.`;
    const quoted = quotedSentences([{ order: 1, text: table, held: [true, true] }], [0.5, 3], false, false, [
      'age',
      '1966',
    ]);
    expect(quoted).toMatch(/^… /);
    expect(quoted).toContain('1966 61 ans 170');
    expect(quoted.length).toBeLessThanOrEqual(300);
    // Its start holds the rarest word: quoted from its start.
    expect(
      quotedSentences([{ order: 1, text: table, held: [true, true] }], [3, 0.5], false, false, [
        'age',
        '1966',
      ]),
    ).toMatch(/^Date de naissance Âge légal/);
  });
});
