import { computeApprenticeMinimumPay, computeYoungWorkerMinimum } from '@dirigeo/labour-law';
import { formatEuros, smicInForce } from '@dirigeo/payroll-calc';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerApprenticePay, answerYoungWorker } from './answer-minimum-pay.ts';
import { readApprenticePayQuestion, readYoungWorkerQuestion } from './minimum-pay-question.ts';
import { recogniseIntent } from './recognise-intent.ts';

const fold = (question: string) => normaliseVisitorWords(foldQuestion(question));
const today = new Date('2026-11-29T12:00:00Z');

describe('an apprentice’s minimum pay (stop 45)', () => {
  it.each([
    [
      'Deux apprentis chez nous : une de 17 ans en 1ère année de CAP et un de 22 ans en 2ème année de BTS. Quel pourcentage du smic minimum pour chacun ?',
      [
        { age: 17, contractYear: 1 },
        { age: 22, contractYear: 2 },
      ],
    ],
    ['salaire apprenti 19 ans', [{ age: 19, contractYear: null }]],
    ['quel salaire minimum pour un apprenti en deuxieme annee ?', [{ age: null, contractYear: 2 }]],
    ['combien je dois payer mon apprentie ?', [{ age: null, contractYear: null }]],
    [
      'contrat d’apprentissage de 2 ans, salaire minimum de mon apprenti de 20 ans ?',
      [{ age: 20, contractYear: null }],
    ],
  ])('reads « %s »', (question, apprentices) =>
    expect(readApprenticePayQuestion(fold(question))).toEqual({ apprentices }),
  );
  it.each([
    'apprenti 1000 brut combien net',
    'aide a l embauche d un apprenti en 2026 c combien',
    'periode d essai d un apprenti c combien de temps ?',
    'mon apprenti a droit a combien de conges ?',
    'les cotisations sur le salaire d un apprenti',
    'combien d’apprentis je peux prendre au maximum ?',
    'combien de temps dure un contrat d’apprentissage ?',
    'l’apprenti peut-il être payé en liquide ?',
  ])('leaves « %s » to others', (question) => expect(readApprenticePayQuestion(fold(question))).toBeNull());

  it('answers each apprentice with the package’s share and its euros from the SMIC in force, the sheet first', () => {
    const html = answerApprenticePay(
      {
        apprentices: [
          { age: 17, contractYear: 1 },
          { age: 22, contractYear: 2 },
        ],
      },
      today,
    );
    const smic = smicInForce({ year: 2026, month: 11 });
    for (const [age, contractYear] of [
      [17, 1],
      [22, 2],
    ] as const) {
      const { percentOfSmic } = computeApprenticeMinimumPay({ age, contractYear });
      expect(html).toContain(`<strong>${percentOfSmic}\u00a0%</strong>`);
      expect(html).toContain(
        `<strong>${formatEuros(Math.round((smic.monthlyCents * percentOfSmic) / 100))}</strong>`,
      );
    }
    expect(html.match(/href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-contrat-dapprentissage');
  });

  it('gives every band when no age is told', () => {
    const html = answerApprenticePay({ apprentices: [{ age: null, contractYear: null }] }, today);
    for (const percent of [27, 39, 55, 43, 51, 67, 53, 61, 78, 100])
      expect(html).toContain(`${percent}\u00a0%`);
  });
});

describe('a worker under 18’s SMIC (stop 45)', () => {
  it.each([
    [
      'je prends le fils d un ami, 16 ans, pour l ete au magasin. j ai le droit de le payer en dessous du smic ? de combien ?',
      { age: 16, sixMonthsInBranch: false },
    ],
    ['je peux payer un jeune de 17 ans moins que le smic ?', { age: 17, sixMonthsInBranch: false }],
    ['smic des mineurs c’est combien ?', { age: null, sixMonthsInBranch: false }],
    ['salaire d’un mineur de 16 ans, combien ?', { age: 16, sixMonthsInBranch: false }],
    [
      'salarié de 17 ans avec 6 mois d’expérience dans la branche, je peux le payer sous le smic ?',
      { age: 17, sixMonthsInBranch: true },
    ],
  ])('reads « %s »', (question, expected) =>
    expect(readYoungWorkerQuestion(fold(question))).toEqual(expected),
  );
  it.each([
    'mon apprenti de 17 ans est payé en dessous du smic ?',
    'un jeune de 16 ans peut travailler combien d heures par jour ?',
    'le smic 2026 c’est combien ?',
    'mon salarié travaille chez moi depuis 15 ans et il est payé en dessous du smic, c’est légal ?',
    'ma boîte a 16 ans, je paie mes salariés sous le smic',
    'j’ai 17 ans d’ancienneté et je suis payé moins que le smic',
    'abattement pour frais professionnels d’un salarié de 17 ans ?',
    'un jeune de 16 ans peut travailler combien d’heures par jour ?',
    'mon salarie a 16 ans d’anciennete, son salaire minimum ?',
  ])('leaves « %s » to others', (question) => expect(readYoungWorkerQuestion(fold(question))).toBeNull());

  it('answers with the package’s reduction and the SMIC in force, the SMIC sheet first', () => {
    const html = answerYoungWorker({ age: 16, sixMonthsInBranch: false }, today);
    const smic = smicInForce({ year: 2026, month: 11 });
    const { reductionPercent } = computeYoungWorkerMinimum({ age: 16, sixMonthsInBranch: false });
    expect(html).toContain(`<strong>${reductionPercent}\u00a0%</strong>`);
    expect(html).toContain(formatEuros(Math.round((smic.hourlyCents * (100 - reductionPercent)) / 100)));
    expect(html.match(/href="([^"]+)"/)?.[1]).toBe('/outils/fiche/le-smic-salaire-minimum-de-croissance');
    expect(answerYoungWorker({ age: 17, sixMonthsInBranch: true }, today)).toContain('Smic entier');
    expect(answerYoungWorker({ age: null, sixMonthsInBranch: false }, today)).toContain(
      '<strong>10\u00a0%</strong>',
    );
    expect(answerYoungWorker({ age: null, sixMonthsInBranch: true }, today)).toContain(
      'a droit au Smic entier',
    );
  });

  it('is recognised before the SMIC’s amount', () =>
    expect(recogniseIntent('smic des mineurs c’est combien ?').kind).toBe('young-worker'));
});

describe('an apprentice’s minimum in the month named, the agreement set aside (stop 48)', () => {
  it('reads the month and not the agreement', () =>
    expect(
      recogniseIntent(
        'apprenti 17 ans en 1ere annee de CAP couvreur, c quoi le mini legal (pas la convention) par mois que je dois lui payer en mars 2026 ?',
      ),
    ).toEqual({
      kind: 'apprentice-pay',
      apprentices: [{ age: 17, contractYear: 1 }],
      paidFrom: { year: 2026, month: 3 },
    }));
  it('answers with the SMIC of that month', () => {
    const html = answerApprenticePay(
      { apprentices: [{ age: 17, contractYear: 1 }], paidFrom: { year: 2026, month: 3 } },
      new Date(Date.UTC(2026, 10, 29)),
    );
    const smic = smicInForce({ year: 2026, month: 3 });
    expect(html).toContain(
      `${formatEuros(smic.monthlyCents)} brut pour 35\u00a0heures en vigueur en mars 2026`,
    );
    expect(html).toContain(`<strong>${formatEuros(Math.round((smic.monthlyCents * 27) / 100))}</strong>`);
  });
});
