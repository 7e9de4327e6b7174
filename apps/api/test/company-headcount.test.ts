import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 25: the company's headcount follows its contracts unless the officer sets it. Counted on a month's
 * last day in full-time equivalent (Code du travail L1111-2: part time for its share, a CDD replacing an
 * absent employee left out), rounded down; each payslip and declaration uses its own month's count.
 */
let testApp: TestApp;
let aliceCookie: string;
let bobCookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const alice = await createUser(testApp.orm, { company: 'Atelier Martin SASU' });
  const bob = await createUser(testApp.orm, { company: 'Bob Conseil SASU' });
  const em = testApp.orm.em.fork();
  for (const user of [alice, bob]) {
    em.create(Subscription, {
      user: em.getReference(User, user.id),
      chosenPlan: 'complete',
      chosenInterval: 'month',
    });
  }
  await em.flush();
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
});

afterAll(async () => {
  await testApp?.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  cookie = aliceCookie,
) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const companyBody = {
  name: 'Atelier Martin SASU',
  siret: '73282932000074',
  nafCode: '70.22Z',
  address: { street: '10 place Bellecour', postalCode: '69002', city: 'Lyon' },
  headcount: null,
  atmpRatePercent: 0.87,
  atmpRiskCode: '741GD',
  idcc: null,
  urssafSiret: '78861779300013',
  agircArrcoSiret: '30558637200321',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  prevoyanceContract: null,
  mutuelleContract: null,
};

let sequence = 0;
function employee(fields: Record<string, unknown>) {
  sequence += 1;
  return {
    firstName: 'Salarié',
    lastName: `Numéro ${sequence}`,
    nir: '2 92 03 69 123 045 27',
    birthDate: '1992-03-08',
    birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
    address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
    email: '',
    jobTitle: 'Assistant',
    status: 'non-cadre',
    contractType: 'cdi',
    contractStart: '2020-01-01',
    contractEnd: null,
    cddReason: null,
    workingTimeRatio: 1,
    grossMonthlySalaryCents: 200_000,
    healthInsuranceMonthlyCents: 0,
    healthInsuranceEmployerSharePercent: 0,
    cadrePrevoyance: false,
    ...fields,
  };
}

async function officerPayslipHeadcount(month: number, year: number): Promise<number> {
  const response = await call('POST', '/api/payslips', {
    month,
    year,
    grossSalary: 4000,
    status: 'draft',
    paymentDate: `${year}-${String(month).padStart(2, '0')}-28`,
    calculationInputs: {
      pasRatePercent: 0,
      healthInsuranceMonthlyCents: 0,
      healthInsuranceEmployerSharePercent: 0,
      cadrePrevoyance: false,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.calculationInputs.headcount;
}

describe('the company headcount', () => {
  it('keeps the figure the officer sets, and counts the contracts once the field is emptied', async () => {
    const declared = await call('PUT', '/api/company', { ...companyBody, headcount: 12 });
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({
      headcount: 12,
      headcountSource: 'declared',
      headcountFromContracts: 0,
    });

    const counted = await call('PUT', '/api/company', companyBody);
    expect(counted.statusCode).toBe(200);
    expect(counted.json()).toMatchObject({
      headcount: 0,
      headcountSource: 'contracts',
      headcountFromContracts: 0,
    });
  });

  it('counts the contracts in force in full-time equivalent, rounded down, without a replacement CDD', async () => {
    for (const body of [
      employee({}),
      employee({ workingTimeRatio: 0.5 }),
      employee({ workingTimeRatio: 0.6 }),
      // Replaces an absent employee: not counted (L1111-2).
      employee({ contractType: 'cdd', contractEnd: '2030-12-31', cddReason: 'remplacement' }),
      // Ended on 31 March 2026: counted in March, not after.
      employee({ contractEnd: '2026-03-31' }),
    ]) {
      const response = await call('POST', '/api/employees', body);
      expect(response.statusCode, response.body).toBe(201);
    }
    // 1 + 0,5 + 0,6 = 2,1 this month.
    expect((await call('GET', '/api/company')).json()).toMatchObject({
      headcount: 2,
      headcountSource: 'contracts',
      headcountFromContracts: 2,
    });
    // The account's answer reads the same figure.
    expect((await call('GET', '/api/user')).json().numberOfEmployees).toBe(2);
    // Another company counts its own contracts only.
    expect((await call('GET', '/api/company', undefined, bobCookie)).json().headcountFromContracts).toBe(0);
  });

  it('gives each payslip its own month’s count', async () => {
    // March 2026: the contract that ended on the 31st still counts (3,1); April: 2,1.
    expect(await officerPayslipHeadcount(3, 2026)).toBe(3);
    expect(await officerPayslipHeadcount(4, 2026)).toBe(2);
  });

  it('follows a contract’s end at once', async () => {
    const list = (await call('GET', '/api/employees')).json().employees as {
      id: number;
      workingTimeRatio: number;
    }[];
    const fullTime = list.find((one) => one.workingTimeRatio === 1);
    expect(fullTime).toBeDefined();
    const ended = await call('PATCH', `/api/employees/${fullTime?.id}`, { contractEnd: '2026-06-30' });
    expect(ended.statusCode, ended.body).toBe(200);
    // 0,5 + 0,6 = 1,1.
    expect((await call('GET', '/api/company')).json().headcount).toBe(1);
  });

  it('refuses a headcount that is not a whole number, in French', async () => {
    const response = await call('PUT', '/api/company', { ...companyBody, headcount: 'douze' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('effectif est un nombre entier');
  });
});
