import { computeOfficerPayslip, EMPTY_YEAR_TO_DATE } from '@dirigeo/payroll-calc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 24: the versement mobilité, due from 11 staff at the rate of the transport authority of the
 * establishment's commune (CGCT L2333-64, L2531-2), from the commune's INSEE code: Paris at 3,20 %, Lyon at
 * 2 %, a commune the table does not hold at the rate the company declares (0: none), never guessed.
 */
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await createUser(testApp.orm, { company: 'Atelier Martin SAS' });
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

const company = {
  name: 'Atelier Martin SAS',
  siret: '73282932000074',
  nafCode: '70.22Z',
  address: { street: '10 rue de la Paix', postalCode: '75002', city: 'Paris' },
  headcount: 60,
  communeInsee: '75102',
  versementMobiliteRatePercent: null,
  atmpRatePercent: 0.7,
  atmpRiskCode: '741GD',
  idcc: null,
  urssafSiret: '78861779300013',
  agircArrcoSiret: '30558637200321',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  prevoyanceContract: null,
  mutuelleContract: null,
};

const inputs = {
  pasRatePercent: 0,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

let month = 0;
async function draft() {
  month += 1;
  return call('POST', '/api/payslips', {
    month,
    year: 2026,
    grossSalary: 4000,
    status: 'draft',
    calculationInputs: inputs,
  });
}

function mobilityLine(payslip: { data: { calculation: { lines: { code: string }[] } } }) {
  return payslip.data.calculation.lines.find((line) => line.code === 'versement-mobilite');
}

describe('the versement mobilité', () => {
  it('applies Île-de-France Mobilités’ 3,20 % to a company of 60 in Paris 2e, as payroll-calc computes it', async () => {
    const stored = await call('PUT', '/api/company', company);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().versementMobilite).toMatchObject({ status: 'due', ratePercent: 3.2 });
    const response = await draft();
    expect(response.statusCode, response.body).toBe(201);
    const expected = computeOfficerPayslip({
      year: 2026,
      month: 1,
      grossCents: 400_000,
      headcount: 60,
      atmpRatePercent: 0.7,
      versementMobiliteRatePercent: 3.2,
      ...inputs,
      yearToDate: EMPTY_YEAR_TO_DATE,
    });
    // 4 000 € × 3,20 % = 128 €: the employer cost the issue found missing.
    expect(mobilityLine(response.json())).toMatchObject({
      employerRatePercent: 3.2,
      employerAmountCents: 12_800,
    });
    expect(response.json().data.calculation.employerCost).toBe(expected.employerCost);
  });

  it('applies Sytral Mobilités’ 2 % in Lyon', async () => {
    await call('PUT', '/api/company', {
      ...company,
      communeInsee: '69123',
      address: { street: '1 quai', postalCode: '69002', city: 'Lyon' },
    });
    expect(mobilityLine((await draft()).json())).toMatchObject({ employerRatePercent: 2 });
  });

  it('asks the rate of a commune it does not hold, then applies the declared one (0: none)', async () => {
    await call('PUT', '/api/company', { ...company, communeInsee: '31555' });
    const refused = await draft();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Dirigeo ne connaît pas encore le taux de cette commune');

    await call('PUT', '/api/company', { ...company, communeInsee: '31555', versementMobiliteRatePercent: 2 });
    expect(mobilityLine((await draft()).json())).toMatchObject({ employerRatePercent: 2 });

    await call('PUT', '/api/company', { ...company, communeInsee: '31555', versementMobiliteRatePercent: 0 });
    expect(mobilityLine((await draft()).json())).toBeUndefined();
  });

  it('owes none under 11 staff, and asks the commune at 11 or more', async () => {
    await call('PUT', '/api/company', { ...company, headcount: 10 });
    expect(mobilityLine((await draft()).json())).toBeUndefined();

    await call('PUT', '/api/company', { ...company, headcount: 11, communeInsee: null });
    const refused = await draft();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('renseignez son code INSEE');
  });

  it('refuses a postal code for the INSEE code and a rate above 3,20 %, in French', async () => {
    const withSpace = await call('PUT', '/api/company', { ...company, communeInsee: '75 002' });
    expect(withSpace.statusCode).toBe(400);
    expect(withSpace.body).toContain('ce n’est pas le code postal');
    const high = await call('PUT', '/api/company', {
      ...company,
      communeInsee: '31555',
      versementMobiliteRatePercent: 4,
    });
    expect(high.statusCode).toBe(400);
    expect(high.body).toContain('3,2 %');
  });
});
