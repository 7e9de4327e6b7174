import { computeOfficerPayslip, EMPTY_YEAR_TO_DATE, withNeutralPasRate } from '@dirigeo/payroll-calc';
import { payslipCalculationSchema } from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 24: the ACRE a new SASU president declares on their profile (CSS L131-6-4, D131-6-1 to D131-6-3)
 * reaches each officer payslip of its 12 months, as @dirigeo/payroll-calc computes it; a declaration whose
 * conditions are not met, or a month outside the 12, gets none.
 */
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await createUser(testApp.orm, { company: 'Jeune Pousse SASU' });
  cookie = await signIn(testApp.app, user.username);
});

afterAll(async () => {
  await testApp?.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const officer = {
  nir: '285066912304530',
  birthDate: '1985-06-14',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
  address: { street: '3 rue des Archives', postalCode: '75004', city: 'Paris' },
  mandateStartDate: '2026-02-01',
  pcsEse: '233d',
  euNational: true,
  pasRatePercent: 0,
  pasRateType: 'neutral',
  pasRateId: null,
};
const acre = { startMonth: '2026-02', effectiveControl: true, noAcreInPreviousThreeYears: true };
const inputs = {
  pasRatePercent: 0,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

function draft(month: number, year = 2026) {
  return call('POST', '/api/payslips', {
    month,
    year,
    grossSalary: 2500,
    status: 'draft',
    calculationInputs: inputs,
  });
}

describe('the ACRE declared on the officer’s profile', () => {
  it('is stored and answered with the profile', async () => {
    const stored = await call('PUT', '/api/officer', { ...officer, acre });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().acre).toEqual(acre);
  });

  it('exempts the payslips of its 12 months as payroll-calc computes it, with its line', async () => {
    const response = await draft(3);
    expect(response.statusCode, response.body).toBe(201);
    const expected = withNeutralPasRate(
      computeOfficerPayslip,
      {
        year: 2026,
        month: 3,
        grossCents: 250_000,
        headcount: 0,
        ...inputs,
        yearToDate: EMPTY_YEAR_TO_DATE,
        acre: { startYear: 2026, startMonth: 2, effectiveControl: true, noAcreInPreviousThreeYears: true },
      },
      'metropole',
    );
    expect(response.json().data.calculation).toEqual(payslipCalculationSchema.parse(expected));
    expect(
      response.json().data.calculation.lines.some((line: { code: string }) => line.code === 'acre'),
    ).toBe(true);
    expect(response.json().data.calculationInputs.acre).toEqual(acre);
    // The rate's type is printed with it (the profile's: the non-personalised grid).
    const view = (await call('GET', `/api/payslips/${response.json().id}`)).json().view;
    expect(view.period.join('\n')).toMatch(
      /Prélèvement à la source : taux non personnalisé \(grille de taux par défaut, art\. 204 H du CGI\), \d+,\d{2}\s%/,
    );
  });

  it('gives none after its 12 months, nor when its conditions are not met', async () => {
    const after = await draft(2, 2027);
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().data.calculation.lines.some((line: { code: string }) => line.code === 'acre')).toBe(
      false,
    );

    await call('PUT', '/api/officer', { ...officer, acre: { ...acre, effectiveControl: false } });
    const refused = await draft(4);
    expect(refused.json().data.calculation.lines.some((line: { code: string }) => line.code === 'acre')).toBe(
      false,
    );
  });

  it('refuses a malformed month, in French', async () => {
    const response = await call('PUT', '/api/officer', {
      ...officer,
      acre: { ...acre, startMonth: '2026-13' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('AAAA-MM');
  });
});
