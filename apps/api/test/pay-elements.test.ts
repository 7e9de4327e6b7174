import { execFileSync, spawnSync } from 'node:child_process';
import {
  computeEmployeePayslip,
  computeOfficerPayslip,
  EMPTY_YEAR_TO_DATE,
  withNeutralPasRate,
} from '@dirigeo/payroll-calc';
import { type PayslipDetail, payslipCalculationSchema } from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issues 24 and 25: the pay elements beyond the base pay, valued by the server and printed with their nature
 * and treatment — a bonus, a company car, a refund, a deduction; an employee's paid leave (its dates, the pay of
 * the days off, the indemnity, L3141-24), and at a CDD's end the indemnité compensatrice de congés payés and
 * the indemnité de fin de contrat (10 % of the gross paid over the contract, L1243-8).
 */
const popplerMissing = spawnSync('pdftotext', ['-v']).error !== undefined;
if (popplerMissing && process.env.CI) throw new Error('pdftotext (poppler-utils) is required in CI');

let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const alice = await createUser(testApp.orm, { company: 'Atelier Martin SASU', siret: '73282932000074' });
  const em = testApp.orm.em.fork();
  em.create(Subscription, {
    user: em.getReference(User, alice.id),
    chosenPlan: 'complete',
    chosenInterval: 'month',
  });
  await em.flush();
  cookie = await signIn(testApp.app, alice.username);
});

afterAll(async () => {
  await testApp?.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const officerInputs = {
  pasRatePercent: 4,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

const employee = {
  firstName: 'Léa',
  lastName: 'Moreau',
  nir: '2 92 03 69 123 045 27',
  birthDate: '1992-03-08',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
  address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
  email: '',
  jobTitle: 'Assistante de direction',
  status: 'non-cadre',
  contractType: 'cdi',
  contractStart: '2026-01-05',
  contractEnd: null,
  cddReason: null,
  workingTimeRatio: 1,
  grossMonthlySalaryCents: 200_000,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

async function addEmployee(fields: Record<string, unknown> = {}): Promise<number> {
  const response = await call('POST', '/api/employees', { ...employee, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function employeeBody(employeeId: number, month: number, payElements: unknown[], status = 'draft') {
  return {
    employeeId,
    month,
    year: 2026,
    grossSalary: 2000,
    status,
    paymentDate: `2026-${String(month).padStart(2, '0')}-28`,
    calculationInputs: { ...officerInputs, pasRatePercent: 0, payElements },
  };
}

describe('an officer’s pay elements', () => {
  const payElements = [
    { kind: 'prime', label: 'Prime sur objectifs', amountCents: 100_000 },
    { kind: 'vehicule', holding: 'achete', costCents: 3_000_000, fuelPaid: false },
    { kind: 'frais', label: 'Déplacement client (billets de train)', amountCents: 12_340 },
    { kind: 'autre-retenue', label: 'Remboursement d’acompte', amountCents: 20_000 },
  ];
  let detail: PayslipDetail;

  it('computes the payslip as @dirigeo/payroll-calc does with them, the gross with the bonus and the car', async () => {
    const response = await call('POST', '/api/payslips', {
      month: 3,
      year: 2026,
      grossSalary: 4000,
      status: 'completed',
      paymentDate: '2026-03-31',
      calculationInputs: { ...officerInputs, payElements },
    });
    expect(response.statusCode, response.body).toBe(201);
    const expected = computeOfficerPayslip({
      year: 2026,
      month: 3,
      grossCents: 400_000,
      headcount: 0,
      ...officerInputs,
      payElements: payElements as never,
      yearToDate: EMPTY_YEAR_TO_DATE,
    });
    const payslip = response.json();
    // 4 000 € + 1 000 € of bonus + the car bought less than 5 years ago, fuel not paid: 15 % of 30 000 € a
    // year (arrêté du 25 février 2025, art. 3), 375 € a month.
    expect(payslip.grossSalary).toBe(5375);
    expect(payslip.data.calculation.payElementLines).toEqual(expected.payElementLines);
    expect(payslip.data.calculation.netPaid).toBe(payslipCalculationSchema.parse(expected).netPaid);
    // The net à payer: the car already received comes off, the refund comes in, the deduction off.
    expect(Math.round(payslip.netSalary * 100)).toBe(expected.netBeforeTax);
    expect(payslip.data.calculationInputs.basePayCents).toBe(400_000);
    detail = (await call('GET', `/api/payslips/${payslip.id}`)).json();
  });

  it('prints each element with its nature and treatment, on the page and in the PDF', async () => {
    const labels = detail.view.rows.map((row) => [row.label, row.employeeAmountCents]);
    expect(labels).toContainEqual(['Salaire de base', 400_000]);
    expect(labels).toContainEqual(['Prime sur objectifs', 100_000]);
    expect(labels).toContainEqual(['Avantage en nature véhicule', 37_500]);
    expect(labels).toContainEqual(['Rémunération brute', 537_500]);
    expect(labels).toContainEqual(['Avantage en nature véhicule (déjà fourni en nature)', -37_500]);
    expect(labels).toContainEqual([
      'Remboursement de frais — Déplacement client (billets de train) (hors cotisations et impôt)',
      12_340,
    ]);
    expect(labels).toContainEqual(['Remboursement d’acompte', -20_000]);
    if (popplerMissing) return;
    const pdf = await call('GET', `/api/payslips/${detail.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Salaire de base');
    expect(text).toContain('Prime sur objectifs');
    expect(text).toContain('5 375,00');
  });

  it('shows in the payroll ledger by treatment, on screen and in its files', async () => {
    const ledger = await call('GET', '/api/reports/ledger?from=2026-03&to=2026-03');
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().payElements).toBe(true);
    // The bonus in the gross, the car in kind, the refund outside, the deduction.
    expect(ledger.json().rows[0].payElements).toEqual({
      inGrossCents: 100_000,
      inKindCents: 37_500,
      refundsCents: 12_340,
      deductionsCents: 20_000,
    });
    const csv = await call('GET', '/api/reports/ledger?from=2026-03&to=2026-03&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Avantages en nature (dans le brut)');
  });

  it('carries the car over to the next month’s prepared draft, not the bonus, the refund or the deduction', async () => {
    const prepared = await call('POST', '/api/payslips/prepare-month', { period: '2026-04' });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const list = (await call('GET', '/api/payslips?officer=true')).json();
    const april = (Array.isArray(list) ? list : list.payslips).find(
      (one: { month: number; year: number }) => one.month === 4 && one.year === 2026,
    );
    expect(april).toMatchObject({ status: 'draft', grossSalary: 4375 });
    expect(april.data.calculationInputs.payElements).toEqual([
      { kind: 'vehicule', holding: 'achete', costCents: 3_000_000, fuelPaid: false },
    ]);
    expect(april.data.calculationInputs.basePayCents).toBe(400_000);
  });

  it('refuses the leave and end-of-contract elements on an officer, and what is not a pay element, in French', async () => {
    const body = (elements: unknown) => ({
      month: 5,
      year: 2026,
      grossSalary: 4000,
      status: 'draft',
      calculationInputs: { ...officerInputs, payElements: elements },
    });
    const leave = await call(
      'POST',
      '/api/payslips',
      body([{ kind: 'conges-payes', startDate: '2026-05-04', endDate: '2026-05-07' }]),
    );
    expect(leave.statusCode).toBe(400);
    expect(leave.json().message).toContain('mandataire social n’a pas de contrat de travail');
    for (const [elements, message] of [
      [[{ kind: 'cadeau', amountCents: 1 }], 'Élément de paie inconnu'],
      [[{ kind: 'prime', label: '  ', amountCents: 100 }], 'Indiquez la nature de la prime'],
      [[{ kind: 'prime', label: 'Prime', amountCents: -5 }], 'ne peut pas être négatif'],
      [[{ kind: 'prime', label: 'Prime', amountCents: '100' }], 'montant en centimes'],
      [Array.from({ length: 31 }, () => ({ kind: 'repas', meals: 1 })), 'au plus 30 éléments'],
    ] as const) {
      const response = await call('POST', '/api/payslips', body(elements));
      expect(response.statusCode, JSON.stringify(elements).slice(0, 60)).toBe(400);
      expect(response.body).toContain(message);
    }
  });
});

describe('an employee’s paid leave', () => {
  let employeeId: number;
  beforeAll(async () => {
    employeeId = await addEmployee();
  });

  it('takes the days off out of the gross by the month’s jours ouvrables and pays the indemnity (maintien)', async () => {
    // 3 to 22 August 2026: 18 days from Monday to Saturday, less the 15th (a Saturday, Assumption): 17 jours
    // ouvrables; August 2026 has 26 days from Monday to Saturday, less the 15th: 25. 2 000 € × 17 / 25 = 1 360 €.
    const response = await call(
      'POST',
      '/api/payslips',
      employeeBody(employeeId, 8, [{ kind: 'conges-payes', startDate: '2026-08-03', endDate: '2026-08-22' }]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const payslip = response.json();
    expect(payslip.grossSalary).toBe(2000);
    expect(payslip.data.calculation.payElementLines).toEqual([
      {
        kind: 'conges-payes',
        label: 'Absence pour congés payés (du 03/08/2026 au 22/08/2026, 17 jours ouvrables)',
        treatment: 'absence',
        amountCents: 136_000,
      },
      { kind: 'conges-payes', label: 'Indemnité de congés payés', treatment: 'brut', amountCents: 136_000 },
    ]);
    const expected = withNeutralPasRate(
      computeEmployeePayslip,
      {
        year: 2026,
        month: 8,
        grossCents: 200_000,
        headcount: 0,
        status: 'non-cadre',
        workingTimeRatio: 1,
        healthInsuranceMonthlyCents: 0,
        healthInsuranceEmployerSharePercent: 0,
        cadrePrevoyance: false,
        pasRatePercent: 0,

        yearToDate: EMPTY_YEAR_TO_DATE,
      },
      'metropole',
    );
    expect(payslip.data.calculation.netPaid).toBe(expected.netPaid);
  });

  it('adds the tenth when it is more favourable, and refuses an indemnity below the pay maintained (L3141-24)', async () => {
    const tenth = await call(
      'POST',
      '/api/payslips',
      employeeBody(employeeId, 9, [
        { kind: 'conges-payes', startDate: '2026-09-07', endDate: '2026-09-12', indemnityCents: 52_000 },
      ]),
    );
    expect(tenth.statusCode, tenth.body).toBe(201);
    // September 2026: 26 jours ouvrables; 6 days off: 2 000 € × 6 / 26 = 461,54 €; the tenth pays 520 €.
    expect(tenth.json().grossSalary).toBe(2058.46);

    const below = await call(
      'POST',
      '/api/payslips',
      employeeBody(employeeId, 10, [
        { kind: 'conges-payes', startDate: '2026-10-05', endDate: '2026-10-10', indemnityCents: 10_000 },
      ]),
    );
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toContain('L3141-24');

    const across = await call(
      'POST',
      '/api/payslips',
      employeeBody(employeeId, 10, [
        { kind: 'conges-payes', startDate: '2026-10-26', endDate: '2026-11-06' },
      ]),
    );
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toContain('mois par mois');
  });

  it('refuses the indemnité compensatrice and the précarité outside a contract’s last month', async () => {
    for (const element of [
      { kind: 'indemnite-compensatrice-conges', workingDays: 5, amountCents: 40_000 },
      { kind: 'indemnite-fin-contrat' },
    ]) {
      const response = await call('POST', '/api/payslips', employeeBody(employeeId, 11, [element]));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/L3141-28|L1243-8/);
    }
  });
});

describe('the last payslip of a CDD', () => {
  it('carries the indemnité de fin de contrat, 10 % of the gross paid over the contract, and the compensatrice', async () => {
    const id = await addEmployee({
      firstName: 'Paul',
      lastName: 'Albertini',
      contractType: 'cdd',
      contractStart: '2026-05-01',
      contractEnd: '2026-07-31',
      cddReason: 'accroissement-activite',
    });
    for (const month of [5, 6]) {
      const response = await call('POST', '/api/payslips', employeeBody(id, month, [], 'completed'));
      expect(response.statusCode, response.body).toBe(201);
    }
    const last = await call(
      'POST',
      '/api/payslips',
      employeeBody(id, 7, [
        { kind: 'indemnite-compensatrice-conges', workingDays: 7, amountCents: 66_000 },
        { kind: 'indemnite-fin-contrat' },
      ]),
    );
    expect(last.statusCode, last.body).toBe(201);
    const lines = last.json().data.calculation.payElementLines;
    // 10 % of 2 000 € × 3 months, the compensatrice left out of its base.
    expect(lines).toContainEqual({
      kind: 'indemnite-fin-contrat',
      label: 'Indemnité de fin de contrat (10 %)',
      treatment: 'brut',
      amountCents: 60_000,
    });
    expect(lines).toContainEqual({
      kind: 'indemnite-compensatrice-conges',
      label: 'Indemnité compensatrice de congés payés (7 jours ouvrables)',
      treatment: 'brut',
      amountCents: 66_000,
    });
    expect(last.json().grossSalary).toBe(2000 + 600 + 660);
  });

  it('refuses the précarité on a CDI', async () => {
    const id = await addEmployee({ firstName: 'Inès', contractEnd: '2026-07-31' });
    const response = await call(
      'POST',
      '/api/payslips',
      employeeBody(id, 7, [{ kind: 'indemnite-fin-contrat' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('L1243-8');
  });
});

describe('the last payslip of a CDI ending by dismissal or rupture conventionnelle', () => {
  async function endingCdi(firstName: string): Promise<number> {
    // 1 March 2024 to 31 August 2026: 30 whole months, 2,5 years of seniority.
    const id = await addEmployee({ firstName, contractStart: '2024-03-01', contractEnd: '2026-08-31' });
    for (const month of [6, 7]) {
      const response = await call('POST', '/api/payslips', employeeBody(id, month, [], 'completed'));
      expect(response.statusCode, response.body).toBe(201);
    }
    return id;
  }

  it('carries the legal dismissal indemnity outside the contributions (R1234-2: 1/4 × 2 000 € × 2,5 years)', async () => {
    const id = await endingCdi('Hugo');
    const response = await call(
      'POST',
      '/api/payslips',
      employeeBody(id, 8, [{ kind: 'indemnite-licenciement' }]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const payslip = response.json();
    expect(payslip.data.calculation.payElementLines).toEqual([
      {
        kind: 'indemnite-licenciement',
        label: 'Indemnité légale de licenciement',
        treatment: 'non-soumis',
        amountCents: 125_000,
      },
    ]);
    // Not in the gross, nor the net imposable; paid with the net.
    expect(payslip.grossSalary).toBe(2000);
    const detail = (await call('GET', `/api/payslips/${payslip.id}`)).json();
    expect(detail.view.rows.map((row: { label: string }) => row.label)).toContain(
      'Indemnité légale de licenciement (hors cotisations et impôt)',
    );
  });

  it('carries the rupture conventionnelle’s indemnity and the employer’s 30 % contribution on it (CSS L137-12)', async () => {
    const id = await endingCdi('Nora');
    const response = await call(
      'POST',
      '/api/payslips',
      employeeBody(id, 8, [{ kind: 'indemnite-rupture-conventionnelle', employeeCanClaimPension: false }]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const lines = response.json().data.calculation.lines as {
      code: string;
      baseCents: number;
      employerAmountCents: number;
    }[];
    expect(lines.find((line) => line.code === 'contribution-rupture-conventionnelle')).toMatchObject({
      baseCents: 125_000,
      employerAmountCents: 37_500,
    });
  });

  it('refuses them on a contract that does not end this month, and below 8 months of seniority for a dismissal', async () => {
    const ongoing = await addEmployee({ firstName: 'Zoé' });
    const response = await call(
      'POST',
      '/api/payslips',
      employeeBody(ongoing, 8, [{ kind: 'indemnite-licenciement' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('dernière paie d’un CDI');

    const recent = await addEmployee({
      firstName: 'Yanis',
      contractStart: '2026-03-02',
      contractEnd: '2026-08-31',
    });
    const early = await call(
      'POST',
      '/api/payslips',
      employeeBody(recent, 8, [{ kind: 'indemnite-licenciement' }]),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('L1234-9');

    const retiring = await call(
      'POST',
      '/api/payslips',
      employeeBody(recent, 8, [{ kind: 'indemnite-rupture-conventionnelle', employeeCanClaimPension: true }]),
    );
    expect(retiring.statusCode).toBe(400);
    expect(retiring.json().message).toContain('pension de retraite de base');
  });
});
