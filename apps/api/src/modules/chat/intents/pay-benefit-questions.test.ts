import {
  applyPayElements,
  computeDividendsFlatTax,
  formatEuros,
  mealBenefitCents,
  mealVoucherExemption,
} from '@dirigeo/payroll-calc';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerPayBenefit } from './answer-pay-benefits.ts';
import { readPayBenefitQuestion } from './pay-benefit-questions.ts';
import { recogniseIntent } from './recognise-intent.ts';

const read = (question: string) => readPayBenefitQuestion(normaliseVisitorWords(foldQuestion(question)));

describe('dividends’ net after the flat tax (stop 43)', () => {
  it.each([
    [
      "je vais me distribuer 20 000€ de dividendes cette année (2026), flat tax, combien j'ai sur mon compte au final ?",
      2_000_000,
      2026,
    ],
    ['10 000 € de dividendes avec la flat tax, il me reste combien net ?', 1_000_000, null],
    ['dividendes de 5000 euros en 2025 apres prelevements je touche combien', 500_000, 2025],
  ])('reads « %s »', (question, grossCents, year) =>
    expect(read(question)).toEqual({ kind: 'dividends', grossCents, year }),
  );
  it.each([
    // The rules, a comparison, an option, no amount: our articles.
    'vaut-il mieux se verser un salaire ou des dividendes ?',
    "On m'a parlé d'un abattement de 40 % sur les dividendes si on renonce à la flat tax, 10 000 € ça vaut le coup ?",
    'dividendes flat tax il me reste combien ?',
    'je veux placer mes dividendes de 10 000 € sur un PEA, combien il me reste ?',
    'gerant majoritaire de sarl, 30 000 € de dividendes, cotisations sociales au dela de 10 % ?',
  ])('leaves « %s » to the articles', (question) => expect(read(question)).toBeNull());
});

describe('meal vouchers’ exempt share (stop 43)', () => {
  it.each([
    [
      'tickets resto pour mes 2 salariés : jusqu’a combien la part employeur est exonérée par titre en 2026 ?',
      2026,
    ],
    ['titre-restaurant plafond exoneration', null],
    ['carte ticket resto part patronale max ?', null],
  ])('reads « %s »', (question, year) =>
    expect(read(question)).toEqual({ kind: 'meal-vouchers', year, voucher: null }),
  );
  it('reads a voucher told with its value, its share and a month’s count (stop 45)', () =>
    expect(
      read(
        'tickets resto de 13 € pris en charge a 60 % par la boite, 20 par mois par salarié. y a une partie qui passe en cotisations ? c quoi le plafond d exo en 2026 ?',
      ),
    ).toEqual({
      kind: 'meal-vouchers',
      year: 2026,
      voucher: { faceValueCents: 1_300, employerSharePercent: 60, monthlyCount: 20 },
    }));
  it('answers a voucher told as payroll-calc puts it on a payslip (stop 45)', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    const answer = (employerSharePercent: number) =>
      answerPayBenefit(
        {
          kind: 'meal-vouchers',
          year: 2026,
          voucher: { faceValueCents: 1_300, employerSharePercent, monthlyCount: 20 },
        },
        today,
      );
    const effect = applyPayElements(
      2026,
      [{ kind: 'titres-restaurant', count: 20, faceValueCents: 1_300, employerSharePercent: 60 }],
      0,
    );
    const subject = effect.lines.find((line) => line.treatment === 'avantage-en-nature')?.amountCents ?? 0;
    expect(subject).toBe(960);
    expect(answer(60)).toContain(`<strong>${formatEuros(subject)}</strong> par mois`);
    expect(answer(60)).toContain('<strong>0,48\u00a0€</strong> par titre est soumis');
    expect(answer(70)).toContain('la part patronale n’est pas exonérée');
    expect(answer(50)).toContain('toute la part patronale est exonérée');
  });
  it.each([
    'mon salarie s en va, il doit me rendre ses tickets resto qu il a pas utilise ?',
    'les stagiaires ont droit aux tickets resto ?',
    'ticket resto en teletravail obligatoire ?',
  ])('leaves « %s » to the sheets', (question) => expect(read(question)).toBeNull());
});

describe('a company car’s benefit in kind (stop 43)', () => {
  it('reads the price, the age and who pays the fuel', () =>
    expect(
      read(
        'ma sasu achète une voiture neuve 30 000 € TTC, je m en sers aussi le weekend, je paie mon essence moi même. avantage en nature par mois au forfait ?',
      ),
    ).toEqual({
      kind: 'company-car',
      costCents: 3_000_000,
      olderThanFiveYears: false,
      fuelPaid: false,
      electric: false,
      year: null,
    }));
  it.each([
    [
      'voiture de societe a 40 000 €, carte carburant payee par la societe, avantage en nature ?',
      true,
      false,
    ],
    ['avantage en nature vehicule electrique 45 000 € achete par la sasu', null, true],
    ['avantage en nature voiture hybride 35 000 €', null, false],
    [
      'je me paie 4 000 € brut et la sasu achete une voiture a 32 000 €, avantage en nature par mois ?',
      null,
      false,
    ],
  ])('reads « %s »', (question, fuelPaid, electric) =>
    expect(read(question)).toMatchObject({ kind: 'company-car', fuelPaid, electric }),
  );
  it('takes the car’s price, not a salary told before it', () =>
    expect(
      read('je me paie 4 000 € brut et la sasu achete une voiture a 32 000 €, avantage en nature par mois ?'),
    ).toMatchObject({ costCents: 3_200_000 }));
  it.each([
    'avantage en nature voiture en LLD, loyer de 450 € par mois',
    'avantage en nature voiture, comment ca se calcule ?',
    'voiture de fonction 30 000 €, qui paie les amendes ?',
  ])('leaves « %s » to the article', (question) => expect(read(question)).toBeNull());
});

describe('where the recognisers stand among the intents (stop 43)', () => {
  it('is no paid leave nor calculation', () => {
    expect(
      recogniseIntent('10 000 € de dividendes en 2026, il me reste combien apres la flat tax ?'),
    ).toMatchObject({
      kind: 'pay-benefit',
      question: { kind: 'dividends' },
    });
  });
  it('leaves the charges of a salary to the calculators', () =>
    expect(recogniseIntent('charges d un president de sasu a 4000 € brut ?').kind).toBe('calculation'));
});

describe('the rates’ year of a pay benefit’s answer (stop 43)', () => {
  const today = new Date('2026-06-01T00:00:00Z');
  it('says when the year named is not held, and answers with today’s', () => {
    const html = answerPayBenefit({ kind: 'meal-vouchers', year: 2031, voucher: null }, today);
    expect(html).toContain('Nos barèmes ne couvrent pas 2031');
    expect(html).toContain(formatEuros(mealVoucherExemption(2026).capCents));
  });
  it('answers with the year named when held', () =>
    expect(answerPayBenefit({ kind: 'dividends', grossCents: 1_000_000, year: 2025 }, today)).toContain(
      formatEuros(computeDividendsFlatTax(2025, 1_000_000).netCents),
    ));
});

describe('a meal the company provides, as a benefit in kind (stop 48)', () => {
  it.each([
    [
      'je suis president de ma SAS (restaurant) et je mange tous les midis sur place, gratuitement. Mon comptable dit que c est un avantage en nature. ca vaut combien par repas en 2026 ?',
      2026,
    ],
    ['avantage en nature repas, c est evalue a combien ?', null],
  ])('reads « %s »', (question, year) =>
    expect(read(question)).toEqual({ kind: 'meal-benefit', year, meals: null }),
  );
  it('reads the meals of the month told (stop 49)', () =>
    expect(
      read(
        'je fais a manger le midi a mon employe, sur place. Il parait que c est un avantage en nature ? Il a mange 20 fois ce mois ci, ca fait combien en 2026 ?',
      ),
    ).toEqual({ kind: 'meal-benefit', year: 2026, meals: 20 }));
  it.each([
    'avantage en nature repas : je dois le declarer ?',
    'tickets resto ou avantage en nature repas, combien la part exoneree ?',
  ])('leaves « %s » to another answer', (question) =>
    expect(read(question)).not.toMatchObject({ kind: 'meal-benefit' }),
  );
  it('answers with payroll-calc’s value of a meal in the year asked', () => {
    const html = answerPayBenefit(
      { kind: 'meal-benefit', year: 2026, meals: null },
      new Date(Date.UTC(2026, 10, 29)),
    );
    expect(html).toContain(`<strong>${formatEuros(mealBenefitCents(2026))}</strong> par repas`);
    expect(
      answerPayBenefit({ kind: 'meal-benefit', year: 2026, meals: 20 }, new Date(Date.UTC(2026, 10, 29))),
    ).toContain(`<strong>${formatEuros(20 * mealBenefitCents(2026))}</strong>`);
    expect(html).toContain('href="/blog/avantages-en-nature-dirigeant"');
  });
});
