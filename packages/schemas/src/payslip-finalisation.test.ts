import { describe, expect, it } from 'vitest';
import {
  employerDetailsMissingMessage,
  type FinalisationProblem,
  finalisationProblems,
  PAYMENT_DATE_REQUIRED_MESSAGE,
  type PayslipToFinalise,
} from './payslip-finalisation.ts';

/** A payslip that may be finalised: calculated, paid on a day, nothing unlabelled, the employer named. */
function aPayslip(overrides: Partial<PayslipToFinalise> = {}): PayslipToFinalise {
  return {
    calculated: true,
    paymentDate: '2026-03-31',
    otherAdditionsCents: 0,
    otherDeductionsCents: 0,
    employer: { address: '12 rue de la Paix, 75002 Paris', siret: '73282932000074', nafCode: '6201Z' },
    ...overrides,
  };
}

const kinds = (problems: FinalisationProblem[]) => problems.map((problem) => problem.kind);

describe('finalisationProblems', () => {
  it('finds nothing in a payslip that may be finalised', () => {
    expect(finalisationProblems(aPayslip())).toEqual([]);
  });

  describe.each<[string, Partial<PayslipToFinalise>, FinalisationProblem['kind']]>([
    ['contributions typed by hand', { calculated: false }, 'not-calculated'],
    ['an unlabelled addition', { otherAdditionsCents: 1 }, 'unlabelled-additions'],
    ['an unlabelled deduction', { otherDeductionsCents: 5000 }, 'unlabelled-deductions'],
    ['no payment date', { paymentDate: undefined }, 'payment-date-missing'],
    ['a payment date cleared', { paymentDate: '' }, 'payment-date-missing'],
    ['a payment date set to null', { paymentDate: null }, 'payment-date-missing'],
    [
      'an employer without SIRET',
      { employer: { address: '1 rue A, 75001 Paris', siret: null, nafCode: '6201Z' } },
      'employer-details-missing',
    ],
    [
      'an employer with an empty address',
      { employer: { address: '', siret: '73282932000074', nafCode: '6201Z' } },
      'employer-details-missing',
    ],
  ])('refuses %s', (_situation, overrides, kind) => {
    it(`as « ${kind} », alone`, () => {
      expect(kinds(finalisationProblems(aPayslip(overrides)))).toEqual([kind]);
    });
  });

  it('says which payment date is missing in the words the API and the form share', () => {
    expect(finalisationProblems(aPayslip({ paymentDate: undefined }))).toEqual([
      { kind: 'payment-date-missing', message: PAYMENT_DATE_REQUIRED_MESSAGE },
    ]);
  });

  it('names every employer detail missing, in the profile’s order', () => {
    const [problem] = finalisationProblems(
      aPayslip({ employer: { address: null, siret: null, nafCode: null } }),
    );
    const missing = ["l'adresse de l'entreprise", 'le SIRET', 'le code APE'];
    expect(problem).toEqual({
      kind: 'employer-details-missing',
      missing,
      message: employerDetailsMissingMessage(missing),
    });
    expect(problem?.kind === 'employer-details-missing' && problem.message).toBe(
      "Complétez votre profil avant de finaliser un bulletin : l'adresse de l'entreprise, le SIRET, le code APE",
    );
  });

  it('lists every problem at once, in the order the API refuses them', () => {
    const problems = finalisationProblems({
      calculated: false,
      paymentDate: null,
      otherAdditionsCents: 100,
      otherDeductionsCents: 100,
      employer: { address: null, siret: '73282932000074', nafCode: '6201Z' },
    });
    expect(kinds(problems)).toEqual([
      'not-calculated',
      'unlabelled-additions',
      'unlabelled-deductions',
      'payment-date-missing',
      'employer-details-missing',
    ]);
  });
});
