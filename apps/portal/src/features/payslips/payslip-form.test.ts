import { computeOfficerPayslip, neutralPasRatePercent } from '@dirigeo/payroll-calc';
import { describe, expect, it } from 'vitest';
import { calculationFor, payslipCreateFormSchema } from './payslip-form.ts';

const values = {
  month: 3,
  year: 2026,
  grossSalary: 2500,
  calculator: {
    pasRatePercent: 0,
    healthInsuranceMonthly: 0,
    healthInsuranceEmployerSharePercent: 0,
    cadrePrevoyance: false,
  },
};
const inputs = {
  pasRatePercent: 0,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

describe('calculationFor: the preview computes as the server does', () => {
  it('applies the versement mobilité the company owes this month', () => {
    const preview = calculationFor(values, {
      headcount: 60,
      atmpRatePercent: null,
      versementMobilite: {
        status: 'due',
        ratePercent: 3.2,
        authority: 'Île-de-France Mobilités',
        source: 'CGCT',
      },
    });
    const line = preview?.lines.find((one) => one.code === 'versement-mobilite');
    expect(line?.employerAmountCents).toBe(8_000);
    expect(preview?.employerCost).toBe(
      computeOfficerPayslip({
        year: 2026,
        month: 3,
        grossCents: 250_000,
        headcount: 60,
        versementMobiliteRatePercent: 3.2,
        ...inputs,
      }).employerCost,
    );
  });

  it('applies the officer’s ACRE in its 12 months', () => {
    const preview = calculationFor(values, {
      headcount: 0,
      atmpRatePercent: null,
      acre: { startMonth: '2026-02', effectiveControl: true, noAcreInPreviousThreeYears: true },
    });
    expect(preview?.lines.some((one) => one.code === 'acre')).toBe(true);
  });
});

describe('a finalised payslip’s « Autres ajouts » and « Autres retenues »', () => {
  const user = {
    company: 'Atelier',
    companyAddress: '1 rue, 75001 Paris',
    siret: '73282932000074',
    nafCode: '70.22Z',
  };
  const company = { headcount: 0, atmpRatePercent: null };
  it('are refused without their nature, on their fields, and kept on a draft', () => {
    const base = { ...values, socialContributions: 0, paymentDate: '2026-03-31', payElements: [] };
    const finalised = payslipCreateFormSchema(user, company).safeParse({
      ...base,
      status: 'completed',
      otherAdditions: 50,
      otherDeductions: 20,
    });
    const paths = finalised.success ? [] : finalised.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('otherAdditions');
    expect(paths).toContain('otherDeductions');
    const draft = payslipCreateFormSchema(user, company).safeParse({
      ...base,
      status: 'draft',
      otherAdditions: 50,
    });
    const draftPaths = draft.success ? [] : draft.error.issues.map((issue) => issue.path.join('.'));
    expect(draftPaths).not.toContain('otherAdditions');
  });
});

describe('a finalised payslip at a 0 % withholding rate', () => {
  const user = {
    company: 'Atelier',
    companyAddress: '1 rue, 75001 Paris',
    siret: '73282932000074',
    nafCode: '70.22Z',
  };
  const company = { headcount: 0, atmpRatePercent: null };
  const base = {
    ...values,
    socialContributions: 0,
    paymentDate: '2026-03-31',
    payElements: [],
    status: 'completed',
  };
  const issues = (input: unknown) => {
    const result = payslipCreateFormSchema(user, company).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };
  it('asks a confirmation, and none for a draft or another rate', () => {
    expect(issues(base)).toContain('calculator.confirmZeroPas');
    expect(issues({ ...base, calculator: { ...base.calculator, confirmZeroPas: true } })).not.toContain(
      'calculator.confirmZeroPas',
    );
    expect(issues({ ...base, status: 'draft' })).not.toContain('calculator.confirmZeroPas');
    expect(issues({ ...base, calculator: { ...base.calculator, pasRatePercent: 4.5 } })).not.toContain(
      'calculator.confirmZeroPas',
    );
  });
});

describe('calculationFor: a non-personalised rate', () => {
  it('applies the grid’s rate for the net imposable, as the server does, whatever the field says', () => {
    const preview = calculationFor(
      { ...values, grossSalary: 4000, calculator: { ...values.calculator, pasRatePercent: 20 } },
      { headcount: 0, atmpRatePercent: null, neutralPasZone: 'metropole' },
    );
    const expected = neutralPasRatePercent({
      year: 2026,
      month: 3,
      netTaxableCents: preview?.netTaxable ?? 0,
      zone: 'metropole',
    });
    expect(preview?.pasRatePercent).toBe(expected);
    expect(expected).not.toBe(20);
  });
});
