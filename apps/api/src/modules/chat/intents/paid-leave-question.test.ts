import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { readPaidLeaveQuestion } from './paid-leave-question.ts';

const read = (question: string) => readPaidLeaveQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('a question on the paid leave acquired, with its figures', () => {
  it.each([
    ['combien de cp pour 6 mois de travail', { workedMonths: 6, sickLeaveMonths: 0 }],
    [
      'jai embauche qqn le 1er juin, au 30 septembre il a acquis combien de jours de conges',
      { workedMonths: 4, sickLeaveMonths: 0 },
    ],
    ['du 15 juin au 14 septembre, combien de congés payés acquis ?', { workedMonths: 3 }],
    [
      'il a 7 mois 1/2 de travail effectif sur la periode de ref, ca lui fait combien de cp',
      { workedMonths: 7.5 },
    ],
    [
      'salarie en arret maladie 4 mois sur la periode de reference, il a combien de cp en tout',
      { workedMonths: null, sickLeaveMonths: 4 },
    ],
    [
      'il a travaillé 9 mois et a eu 3 mois d arret maladie, combien de conges payes ?',
      { workedMonths: 9, sickLeaveMonths: 3 },
    ],
    [
      'congés payés acquis avec 2 mois d’arrêt pour accident du travail et 10 mois travaillés',
      { workedMonths: 10, workAccidentMonths: 2, sickLeaveMonths: 0 },
    ],
  ])('« %s » asks the days acquired', (question, figures) =>
    expect(read(question)).toMatchObject({ asks: 'days', ...figures }),
  );

  it.each([
    ['indemnite de cp regle du dixieme, il a gagne 24 000 brut sur la periode', 2_400_000, undefined],
    ['elle gagne 2000 par mois, son indemnite de conges payes ?', 2_400_000, 200_000],
    ['indemnité de congés payés pour 6 mois à 2 000 € par mois', 1_200_000, 200_000],
  ])('« %s » asks the indemnity on %i cents', (question, referenceGrossCents, monthlyGrossCents) =>
    expect(read(question)).toEqual(
      expect.objectContaining({
        asks: 'indemnity',
        referenceGrossCents,
        ...(monthlyGrossCents === undefined ? {} : { monthlyGrossCents }),
      }),
    ),
  );

  it('reads the maintained pay the tenth is compared with', () =>
    expect(
      read(
        'indemnite de cp : 27600 brut sur la periode, en maintien de salaire ca ferait 2900, je verse quoi ?',
      ),
    ).toMatchObject({ asks: 'indemnity', referenceGrossCents: 2_760_000, maintainedPayCents: 290_000 }));

  it.each([
    // No figure: the sheet says the rule.
    'cp acquis pendant un arret maladie ?',
    'combien de jours de conges payes par an ?',
    'indemnite de conges payes comment la calculer ?',
    // Another rule than the quantity, or another leave.
    'combien de jours de conges payes consecutifs au maximum ?',
    'peut-on reporter ses cp de 6 mois ?',
    'conge maternite combien de mois ?',
    'conge sans solde de 3 mois, il acquiert des conges ?',
    // No paid leave at all.
    'preavis de licenciement pour 8 mois d anciennete',
  ])('leaves « %s » to the sheet or to another answer', (question) => expect(read(question)).toBeNull());
});

describe('a denied work accident, stop 39', () => {
  it('counts « arrêt maladie (pas un accident du travail) » as a sick leave', () =>
    expect(
      readPaidLeaveQuestion(
        foldQuestion(
          'Une salariée a travaillé 9 mois et a été en arrêt maladie (pas un accident du travail) pendant 3 mois. Combien de jours de congés payés a-t-elle acquis ?',
        ),
      ),
    ).toMatchObject({ workedMonths: 9, sickLeaveMonths: 3, workAccidentMonths: 0 }));
});

describe('the indemnity asked by the rule of the tenth on leaving (stop 41)', () => {
  it('is computed whatever else the story tells (« n’a posé aucun jour », « indemnité compensatrice »)', () =>
    expect(
      read(
        "Mon comptable démissionne, il n'a posé aucun jour de congé du 1er juin 2025 au 31 mai 2026. Il a touché 31 200 € brut sur cette période. Règle du dixième : combien d'indemnité compensatrice je lui dois ?",
      ),
    ).toMatchObject({ asks: 'indemnity', workedMonths: 12, referenceGrossCents: 3_120_000 }));
  it.each([
    'indemnite compensatrice de preavis pour 2 mois a 2000 ?',
    'il part, que deviennent ses conges non pris, il faut une indemnite compensatrice ?',
    'indemnite compensatrice de preavis et de conges payes, 2 mois a 2000 €, ca fait combien ?',
  ])('is not read in « %s »', (question) => expect(read(question)).toBeNull());
});

describe('the days acquired between two dates, with another rule asked beside (stop 42)', () => {
  it('counts the months from the hiring date to the date asked, across a new year', () =>
    expect(
      read(
        "j'ai embauché ma premiere salariée le 1er novembre 2025 en CDI temps plein. elle me demande combien de jours de congés elle aura acquis au 31 mai 2026 et si elle peut déjà en poser avant ?",
      ),
    ).toMatchObject({ asks: 'days', workedMonths: 7 }));
  it.each([
    // No figure to count from: the sheet says when leave is taken.
    'combien de jours de conges acquis avant de pouvoir en poser ?',
    'elle peut poser ses conges acquis du 1er juin au 31 octobre en decembre ?',
  ])('leaves « %s » to the sheet', (question) => expect(read(question)).toBeNull());
});

describe('a sick leave told by its span, a maternity leave told in months (stop 43)', () => {
  it.each([
    [
      'periode juin 2025 - mai 2026, mon salarie a ete en arret maladie (pas pro) du 1er novembre 2025 au 31 mars 2026, le reste du temps il a bosse. il a acquis combien de cp ?',
      { workedMonths: null, sickLeaveMonths: 5 },
    ],
    [
      'arret maladie de debut mars a fin mai, sinon il a travaille toute la periode, combien de conges payes acquis ?',
      { workedMonths: null, sickLeaveMonths: 3 },
    ],
    [
      'malade de mars a avril, combien de jours de conges payes il a acquis sur la periode ?',
      { workedMonths: null, sickLeaveMonths: 2 },
    ],
    [
      'ma salariee rentre de 4 mois de conge maternite, elle a droit a combien de conges payes ?',
      { workedMonths: null, sickLeaveMonths: 0, familyLeaveMonths: 4 },
    ],
    [
      'conge paternite de 1 mois et 11 mois de travail, combien de conges payes ?',
      { workedMonths: 11, familyLeaveMonths: 1 },
    ],
  ])('reads « %s »', (question, expected) =>
    expect(read(question)).toMatchObject({ asks: 'days', ...expected }),
  );
  it('still leaves another leave asked about to the sheet', () =>
    expect(read('conge maternite et conges payes, ca se cumule ?')).toBeNull());
  it('reads no span of work in a sick leave’s span', () =>
    expect(
      read('en arret maladie du 1er novembre au 31 mars, combien de conges payes acquis ?'),
    ).toMatchObject({ workedMonths: null, sickLeaveMonths: 5 }));
});

describe('the pay the leave would have earned, told as a story (stop 44)', () => {
  it('reads « elle aurait eu 2600 € » as the maintained pay', () =>
    expect(
      read(
        'ma salariee a touché 24 600 € brut sur la periode de ref. si elle avait travaillé pendant ses 5 semaines de conges elle aurait eu 2600 €. je lui verse quoi comme indemnite de cp, le dixieme ou le maintien ?',
      ),
    ).toMatchObject({ asks: 'indemnity', referenceGrossCents: 2_460_000, maintainedPayCents: 260_000 }));
});

describe('the other months of the period worked, and « combien de congés » (stop 49)', () => {
  it.each([
    [
      'une de mes coiffeuses a été en arret maladie 3 mois (pas un accident du travail) sur la periode juin-mai, elle a travaillé le reste. ca lui fait combien de conges au total ?',
      { asks: 'days', workedMonths: 9, sickLeaveMonths: 3, workAccidentMonths: 0 },
    ],
    [
      'un gars a eu 3 mois d arret accident du travail sur la periode, il a bosse les 9 autres mois. ses conges il en a combien ?',
      { asks: 'days', workedMonths: 9, sickLeaveMonths: 0, workAccidentMonths: 3 },
    ],
    [
      'ma salariee a bossé 9 mois sur la periode et a ete en arret maladie (pas pro) les 3 autres mois. elle a droit a combien de cp ?',
      { asks: 'days', workedMonths: 9, sickLeaveMonths: 3 },
    ],
  ])('reads « %s »', (question, expected) => expect(read(question)).toMatchObject(expected));
  it.each([
    'combien de conges maternite pour des jumeaux ?',
    'conge sans solde de 3 mois, combien de temps a l avance je dois prevenir ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeNull());
});
