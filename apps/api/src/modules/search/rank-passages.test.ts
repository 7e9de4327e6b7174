import { describe, expect, it } from 'vitest';
import {
  namesAnotherAudience,
  namesSameAudience,
  type PassageCandidate,
  passageScore,
  positionsOf,
  qualifiedTitleWords,
  rankPassages,
  headingLengthFactor,
  sectionWeight,
  titleLengthFactor,
} from './rank-passages.ts';
import { RULE_ASKED, searchedStem } from './retrieve-passages.ts';
import { foldQuestion } from './visitor-words.ts';

/** A candidate built from its title's words: `words` are the question's, in order. */
function candidate(
  url: string,
  {
    text,
    heading = text,
    title,
    titleLength,
    titlePhrases = 0,
    relevance = 0.5,
    id = 1,
  }: {
    text: string;
    heading?: string;
    title: string;
    titleLength: number;
    titlePhrases?: number;
    relevance?: number;
    id?: number;
  },
): PassageCandidate {
  const flags = (marks: string) => [...marks].map((mark) => mark === '1');
  return {
    id,
    url,
    inText: flags(text),
    inHeading: flags(heading),
    inTitle: flags(title),
    titleLength,
    titlePhrases,
    relevance,
    template: url.startsWith('/outils/modele/'),
  };
}

const firstOf = (candidates: PassageCandidate[], letterAsked = false, ruleAsked = false) =>
  rankPassages(candidates, { letterAsked, ruleAsked })[0]?.url;

describe("a title's length", () => {
  it('weighs 1 for a title of average length, more when shorter, less when longer', () => {
    expect(titleLengthFactor(5)).toBeCloseTo(1);
    expect(titleLengthFactor(2)).toBeGreaterThan(1.2);
    expect(titleLengthFactor(10)).toBeLessThan(0.8);
    expect(titleLengthFactor(0)).toBe(titleLengthFactor(1));
  });
});

describe("a heading's length, stop 40", () => {
  it('weighs 1 for a heading of average length, a little less when longer, 1 when unknown', () => {
    expect(headingLengthFactor(30)).toBeCloseTo(1);
    expect(headingLengthFactor(60)).toBeLessThan(0.9);
    expect(headingLengthFactor(60)).toBeGreaterThan(0.7);
    expect(headingLengthFactor(15)).toBeGreaterThan(1);
    expect(headingLengthFactor(undefined)).toBe(1);
  });
  it('puts a short heading holding a word before a long one holding the same', () => {
    const candidate = (url: string, headingLength: number): PassageCandidate => ({
      id: url.length,
      url,
      inText: [true, true],
      inHeading: [true, false],
      inTitle: [false, false],
      titleLength: 4,
      titlePhrases: 0,
      relevance: 0,
      template: false,
      headingLength,
    });
    expect(firstOf([candidate('/long', 65), candidate('/court', 20)])).toBe('/court');
  });
});

describe('a simulator asked for, stop 40', () => {
  const candidate = (url: string, inHeading: boolean[], simulator: boolean): PassageCandidate => ({
    id: url.length,
    url,
    inText: [true, true],
    inHeading,
    inTitle: [false, false],
    titleLength: 4,
    titlePhrases: 0,
    relevance: 0,
    template: false,
    simulator,
  });
  const pages = [
    candidate('/blog/net', [true, true], false),
    candidate('/outils/simulateur/brut-net', [true, false], true),
  ];
  it('puts the simulator first when one is asked for', () =>
    expect(rankPassages(pages, { letterAsked: false, simulatorAsked: true })[0]?.url).toBe(
      '/outils/simulateur/brut-net',
    ));
  it('leaves the ranking alone otherwise', () =>
    expect(rankPassages(pages, { letterAsked: false })[0]?.url).toBe('/blog/net'));
});

describe('an article for officers, when the question is about one, stop 40', () => {
  const candidate = (url: string, officerArticle: boolean): PassageCandidate => ({
    id: url.length,
    url,
    inText: [true, true],
    inHeading: [true, false],
    inTitle: [false, false],
    titleLength: 4,
    titlePhrases: 0,
    relevance: officerArticle ? 0 : 1,
    template: false,
    officerArticle,
  });
  const pages = [candidate('/outils/fiche/x', false), candidate('/blog/gerant-minoritaire-sarl', true)];
  it('comes first among equals', () =>
    expect(rankPassages(pages, { letterAsked: false, officerNamed: true })[0]?.url).toBe(
      '/blog/gerant-minoritaire-sarl',
    ));
  it('gains nothing otherwise', () =>
    expect(rankPassages(pages, { letterAsked: false })[0]?.url).toBe('/outils/fiche/x'));
});

describe('the passages ranked', () => {
  // « Qu'est-ce qui change sur la paie en 2026 ? » (change, paie, 2026): both titles hold the three
  // words; the one with fewer other words is about them.
  it('puts first the shorter title holding the same words', () => {
    const about = candidate('/blog/changements-paie-2026', {
      text: '111',
      title: '111',
      titleLength: 5,
      id: 2,
    });
    const mentions = candidate('/blog/plafond-securite-sociale-2026', {
      text: '111',
      title: '111',
      titleLength: 6,
      titlePhrases: 1,
      id: 1,
    });
    expect(firstOf([mentions, about])).toBe(about.url);
  });

  // « combien de congés payés … à temps plein »: a long title naming « congé » and « temps »
  // among ten words is less about them than « Les congés payés ».
  it('lets a short title that names the subject come level with a long text holding one word more', () => {
    const short = candidate('/outils/fiche/les-conges-payes', {
      text: '111110',
      heading: '110100',
      title: '110000',
      titleLength: 3,
    });
    const long = candidate('/outils/fiche/le-conge-ou-temps-partiel-jei', {
      text: '111111',
      heading: '100110',
      title: '100010',
      titleLength: 9,
    });
    const gap = passageScore(long, { letterAsked: false }) - passageScore(short, { letterAsked: false });
    expect(gap).toBeLessThan(2); // a word of text is 2: the old count put the long one 2 ahead
  });

  it('keeps before a short title a document holding more of the words, one more in a long title', () => {
    const short = candidate('/short', { text: '110', title: '110', titleLength: 2, id: 1 });
    const complete = candidate('/complete', { text: '111', title: '110', titleLength: 8, id: 2 });
    expect(firstOf([short, complete])).toBe('/complete');
  });

  it('puts a document holding the words in its title before one holding them in its body only', () => {
    const named = candidate('/named', { text: '11', heading: '11', title: '11', titleLength: 9, id: 2 });
    const body = candidate('/body', { text: '11', heading: '00', title: '00', titleLength: 2, id: 1 });
    expect(firstOf([body, named])).toBe('/named');
  });

  it('puts a letter template after the rule unless a letter is asked for', () => {
    const template = candidate('/outils/modele/information-conges-payes', {
      text: '11',
      title: '11',
      titleLength: 4,
    });
    const sheet = candidate('/outils/fiche/les-conges-payes', {
      text: '11',
      title: '11',
      titleLength: 4,
      id: 2,
    });
    expect(firstOf([template, sheet])).toBe(sheet.url);
    expect(firstOf([sheet, template], true)).toBe(template.url);
  });

  it('breaks ties by the title phrase, then by relevance, then by id', () => {
    const plain = candidate('/plain', { text: '11', title: '11', titleLength: 3, relevance: 0.9, id: 1 });
    const phrase = candidate('/phrase', {
      text: '11',
      title: '11',
      titleLength: 3,
      titlePhrases: 1,
      relevance: 0.1,
      id: 2,
    });
    expect(firstOf([plain, phrase])).toBe('/phrase');
    const lower = candidate('/lower', { text: '11', title: '11', titleLength: 3, relevance: 0.2, id: 0 });
    expect(firstOf([lower, plain])).toBe('/plain');
    const twin = candidate('/twin', { text: '11', title: '11', titleLength: 3, relevance: 0.9, id: 0 });
    expect(firstOf([plain, twin])).toBe('/twin');
  });
});

describe('the heading of the section most about the question, stop 35 (second round)', () => {
  const flags = (marks: string) => [...marks].map((mark) => mark === '1');
  // « temps de pause obligatoire au bout de combien d'heures de travail »: temp paus obligatoir heur travail
  const sheet = (url: string, sections: string[], id: number) => ({
    ...candidate(url, { text: '11111', heading: '10001', title: '00001', titleLength: 3, id }),
    sectionHeadings: sections.map(flags),
  });

  it('puts first the sheet with a section named by two of the words (« Temps de pause »)', () => {
    expect(
      firstOf([
        sheet('/outils/fiche/le-temps-de-travail-des-jeunes', [], 1),
        sheet('/outils/fiche/la-duree-legale-du-travail', ['11000', '00001'], 2),
      ]),
    ).toBe('/outils/fiche/la-duree-legale-du-travail');
  });

  it('counts the heading holding the most weight, once', () => {
    const weights = [1, 2, 1, 1, 1];
    expect(sectionWeight(sheet('/a', ['11000', '01001', '11000'], 1), weights)).toBe(3);
  });

  it('ignores a heading holding one word (« Que se passe-t-il pendant l’arrêt de travail ? »)', () => {
    expect(sectionWeight(sheet('/a', ['10000', '00001'], 1), undefined)).toBe(0);
    expect(
      firstOf([
        sheet('/outils/fiche/larret-de-travail', ['10000', '10000'], 2),
        sheet('/outils/fiche/lindemnisation-legale', [], 1),
      ]),
    ).toBe('/outils/fiche/lindemnisation-legale');
  });

  it('gives nothing to a document without sections', () => {
    expect(sectionWeight(candidate('/blog/a', { text: '1', title: '1', titleLength: 2 }), undefined)).toBe(0);
  });
});

describe('a title that qualifies the question’s phrase, stop 35 (second round)', () => {
  // « délai de rétractation rupture conventionnelle »
  const lexemes = ['del', 'retract', 'ruptur', 'conventionnel'];
  const words = [
    { lexeme: 'del', position: 1 },
    { lexeme: 'retract', position: 3 },
    { lexeme: 'ruptur', position: 4 },
    { lexeme: 'conventionnel', position: 5 },
  ];

  it('reads a tsvector’s places', () => {
    expect(positionsOf("'collect':4 'conventionnel':3 'ruptur':2,6")).toEqual(
      new Map([
        [4, 'collect'],
        [3, 'conventionnel'],
        [2, 'ruptur'],
        [6, 'ruptur'],
      ]),
    );
  });

  it('marks « rupture conventionnelle collective »', () =>
    expect(
      qualifiedTitleWords(lexemes, words, positionsOf("'collect':4 'conventionnel':3 'ruptur':2")),
    ).toEqual([false, false, true, true]));

  it.each([
    [
      '« du contrat » after a stop word',
      "'contrat':5 'conventionnel':3 'dur':8 'indetermine':9 'ruptur':2 'travail':7",
    ],
    ['a phrase ending the title', "'conventionnel':3 'ruptur':2"],
    ['a word the question holds after it', "'conventionnel':3 'del':4 'ruptur':2"],
    ['the words apart', "'collect':5 'conventionnel':4 'ruptur':2"],
  ])('does not mark %s', (_, vector) =>
    expect(qualifiedTitleWords(lexemes, words, positionsOf(vector))).toEqual([false, false, false, false]),
  );

  it('does not mark words apart in the question (« dsn pour une sasu »)', () =>
    expect(
      qualifiedTitleWords(
        ['dsn', 'sasu'],
        [
          { lexeme: 'dsn', position: 1 },
          { lexeme: 'sasu', position: 4 },
        ],
        positionsOf("'dsn':2 'sasu':4 'seul':6"),
      ),
    ).toEqual([false, false]));

  it('puts the individual agreement before the collective one', () => {
    const individual = candidate('/outils/fiche/la-rupture-conventionnelle-du-contrat', {
      text: '1111',
      heading: '0011',
      title: '0011',
      titleLength: 7,
      id: 2,
    });
    const collective = candidate('/outils/fiche/la-rupture-conventionnelle-collective', {
      text: '1111',
      heading: '0011',
      title: '0011',
      titleLength: 3,
      id: 1,
    });
    expect(firstOf([collective, individual])).toBe(collective.url);
    expect(firstOf([{ ...collective, qualifiedInTitle: [false, false, true, true] }, individual])).toBe(
      individual.url,
    );
  });
});

describe('the stem a prefix search looks for, stop 35 (second round)', () => {
  it.each([
    ['travaill', 'travail'],
    ['majore', 'major'],
    ['renouvell', 'renouvel'],
  ])('searches %s as %s', (lexeme, searched) => expect(searchedStem(lexeme)).toBe(searched));
  it.each(['apprent', 'conventionnel', 'salair', 'dimanch', 'cse', 'paye'])('keeps %s', (lexeme) =>
    expect(searchedStem(lexeme)).toBe(lexeme),
  );
});

describe('a letter template when the question asks for a rule (stop 36)', () => {
  // « on peut renouveler une période d'essai ? combien de fois »: renouvel, period, essai, fois.
  const template = candidate('/outils/modele/renouvellement-periode-essai', {
    text: '1111',
    heading: '1111',
    title: '1110',
    titleLength: 3,
    id: 1,
  });
  const sheet = {
    ...candidate('/outils/fiche/la-periode-dessai', {
      text: '1111',
      heading: '0110',
      title: '0110',
      titleLength: 2,
      id: 2,
    }),
    // « Quelle est la durée de la période d'essai ? »
    sectionHeadings: [[false, true, true, false]],
  };
  it('puts the sheet that states the rule first', () => {
    expect(firstOf([template, sheet], false, true)).toBe(sheet.url);
  });
  it('puts the sheet first when the question asks for nothing but the subject (stop 41), the template when it asks for a letter', () => {
    expect(firstOf([template, sheet], false, false)).toBe(sheet.url);
    expect(firstOf([sheet, template], true, true)).toBe(template.url);
  });
  it('puts a sheet before a template naming one word more in its heading when no letter is asked (stop 41)', () => {
    // « quels documents donner au salarié à la fin de son contrat »: docu, don, salar, fin, contrat.
    const request = candidate('/outils/modele/demande-des-documents-de-fin-de-contrat', {
      text: '11011',
      heading: '11011',
      title: '10011',
      titleLength: 4,
      id: 1,
    });
    const documents = candidate(
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      {
        text: '11111',
        heading: '10111',
        title: '10001',
        titleLength: 7,
        id: 2,
      },
    );
    expect(firstOf([request, documents])).toBe(documents.url);
    expect(firstOf([documents, request], true)).toBe(request.url);
  });
});

describe('whether a question asks for a rule (stop 36)', () => {
  it.each([
    'on peut renouveler une periode d essai ? combien de fois',
    'sous quel delai je dois donner le solde de tout compte',
    'preavis de demission c est obligatoire ?',
    'duree maximale d un cdd',
    'salaires impayes jusqu a quand',
  ])('« %s » does', (question) => expect(RULE_ASKED.test(foldQuestion(question))).toBe(true));
  it.each(['renouvellement periode d essai', 'avertissement salarie retard', 'rupture conventionnelle cdi'])(
    '« %s » does not',
    (question) => expect(RULE_ASKED.test(foldQuestion(question))).toBe(false),
  );
});

describe('a page written for another case than the one asked (stop 38)', () => {
  it.each([
    ['Les droits et obligations des salariés du particulier employeur', 'un salarie me demande un acompte'],
    ['Salariés détachés : vos droits', 'temps de travail maximum'],
    ['Le temps de travail des jeunes de moins de 18 ans', 'duree maximale de travail par jour'],
    ["Les entreprises d'insertion (EI)", 'aides a l embauche'],
    ['Le stage de réadaptation professionnelle', 'je prends une stagiaire, je dois la payer ?'],
    ['L’emploi accompagné', 'son chef l humilie, que dois-je faire ?'],
  ])('« %s » is for another case than « %s »', (title, question) =>
    expect(namesAnotherAudience(title, foldQuestion(question))).toBe(true),
  );
  it.each([
    ['Les droits et obligations des salariés du particulier employeur', 'ma nounou en cesu a droit a quoi'],
    ['Salariés détachés : vos droits', 'salarie detache en france ses droits'],
    ["Le job d'été : les formalités et les obligations", 'embaucher un etudiant en juillet'],
    ["La période d'essai", 'duree de la periode d essai'],
    ['Les aides de l’AGEFIPH', 'aides pour embaucher un travailleur handicape'],
  ])('« %s » is for the case of « %s », or for every case', (title, question) =>
    expect(namesAnotherAudience(title, foldQuestion(question))).toBe(false),
  );
  it('puts the general page before the one for another case holding the same words', () => {
    const home = {
      ...candidate('/outils/fiche/les-droits-et-obligations-des-salaries-du-particulier-employeur', {
        text: '111',
        heading: '110',
        title: '100',
        titleLength: 6,
        id: 1,
      }),
      otherAudience: true,
    };
    const general = candidate('/outils/fiche/le-salaire-fixation-et-paiement', {
      text: '111',
      heading: '100',
      title: '100',
      titleLength: 4,
      id: 2,
    });
    expect(firstOf([home, general])).toBe(general.url);
    expect(firstOf([{ ...home, otherAudience: false }, general])).toBe(home.url);
  });
});

describe('a page written for the case the question names (stop 42)', () => {
  it.each([
    ["Le contrat d'apprentissage", 'salaire minimum d un apprenti'],
    ['Les stages étudiants en milieu professionnel', 'ma stagiaire a droit aux tickets resto ?'],
    ['La rémunération de l’intérimaire', 'un interimaire est paye combien'],
    [
      'Le travail à temps partiel : contrat et statut du salarié',
      'ma salariee a mi-temps fait des heures en plus',
    ],
  ])('« %s » is for the case of « %s »', (title, question) =>
    expect(namesSameAudience(title, foldQuestion(question))).toBe(true),
  );
  it.each([
    ['Le Smic : salaire minimum de croissance', 'salaire minimum d un apprenti'],
    ["Le contrat d'apprentissage", 'salaire minimum en 2026'],
    ['Les stages étudiants en milieu professionnel', 'un cours de preparation a la retraite'],
  ])('« %s » is not for the case of « %s »', (title, question) =>
    expect(namesSameAudience(title, foldQuestion(question))).toBe(false),
  );
  it('puts the page for the case named before a general one holding one word more in its title', () => {
    const smic = candidate('/outils/fiche/le-smic-salaire-minimum-de-croissance', {
      text: '111',
      heading: '110',
      title: '110',
      titleLength: 8,
      id: 1,
    });
    const apprentice = {
      ...candidate('/outils/fiche/le-contrat-dapprentissage', {
        text: '111',
        heading: '101',
        title: '001',
        titleLength: 2,
        id: 2,
      }),
      sameAudience: true,
    };
    expect(firstOf([smic, apprentice])).toBe(apprentice.url);
    expect(firstOf([smic, { ...apprentice, sameAudience: false }])).toBe(smic.url);
  });
});
