import { execFileSync, spawnSync } from 'node:child_process';
import { computeEmployeePayslip, withNeutralPasRate } from '@dirigeo/payroll-calc';
import { type Payslip as PayslipDto, payslipCalculationSchema } from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../src/modules/company/company.entity.ts';
import { Payslip } from '../src/modules/payslip/payslip.entity.ts';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 25: the staff's payslips beside the officer's. An employee's payslip is computed by the server
 * from their contract and the company, one per person and month; the month's payslips are prepared
 * for everyone in one action (idempotent) and finalised at once; the PDF carries the employee's mentions.
 */
const popplerMissing = spawnSync('pdftotext', ['-v']).error !== undefined;
if (popplerMissing && process.env.CI) throw new Error('pdftotext (poppler-utils) is required in CI');

let testApp: TestApp;
let alice: User;
let aliceCookie: string;
let bobCookie: string;
let carolCookie: string;
let assistantId: number;
let consultantId: number;
let bobEmployeeId: number;

const assistant = {
  firstName: 'Léa',
  lastName: 'Moreau',
  nir: '292036912304527',
  birthDate: '1992-03-08',
  birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
  address: { street: '12 rue Mercière', postalCode: '69002', city: 'Lyon' },
  email: 'lea.moreau@example.fr',
  jobTitle: 'Assistante de direction',
  status: 'non-cadre',
  contractType: 'cdi',
  contractStart: '2026-09-01',
  contractEnd: null,
  cddReason: null,
  workingTimeRatio: 0.8,
  grossMonthlySalaryCents: 200_000,
  healthInsuranceMonthlyCents: 6_000,
  healthInsuranceEmployerSharePercent: 50,
  cadrePrevoyance: false,
  // The DGFiP's identifier of her personal rate (the compte rendu métier): the rate sent is hers.
  pasRateId: '123456789',
};

/** A cadre on a CDD that starts on 15 October 2026: October's plafond is prorated by days employed. */
const consultant = {
  ...assistant,
  firstName: 'Paul',
  lastName: 'Albertini',
  nir: '178042A00401209',
  birthDate: '1978-04-02',
  birthPlace: { city: 'Ajaccio', departmentCode: '2A', countryCode: 'FR' },
  email: '',
  jobTitle: 'Consultant',
  status: 'cadre',
  contractType: 'cdd',
  contractStart: '2026-10-15',
  contractEnd: '2027-03-31',
  cddReason: 'accroissement-activite',
  workingTimeRatio: 1,
  grossMonthlySalaryCents: 420_000,
  cadrePrevoyance: true,
  // No personal rate known yet: the grille de taux par défaut applies (CGI 204 H III).
  pasRateId: null,
};

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = aliceCookie,
) {
  return testApp.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const officerInputs = {
  pasRatePercent: 5,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm, { company: 'Atelier Martin SASU', siret: '73282932000074' });
  const bob = await createUser(testApp.orm, { company: 'Bob Conseil SASU' });
  const carol = await createUser(testApp.orm, { company: 'Carol Gratuit' });
  // Billing is off in tests: an account is on the plan it chose. Alice and Bob chose Complète (the
  // reports' ledger is Complète's), Carol the free plan.
  const plans = testApp.orm.em.fork();
  for (const [user, plan] of [
    [alice, 'complete'],
    [bob, 'complete'],
    [carol, 'freemium'],
  ] as const) {
    plans.create(Subscription, {
      user: plans.getReference(User, user.id),
      chosenPlan: plan,
      chosenInterval: 'month',
    });
  }
  await plans.flush();
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
  carolCookie = await signIn(testApp.app, carol.username);
  // Alice's company applies the Syntec agreement and has a notified AT/MP rate of 0,90 %.
  const em = testApp.orm.em.fork();
  const company = await em.findOneOrFail(Company, { user: alice.id });
  company.idcc = '1486';
  company.atmpRateBasisPoints = 90;
  company.headcount = 2;
  await em.flush();
  assistantId = (await call('POST', '/api/employees', assistant)).json().id;
  consultantId = (await call('POST', '/api/employees', consultant)).json().id;
  bobEmployeeId = (await call('POST', '/api/employees', assistant, bobCookie)).json().id;
  expect([assistantId, consultantId, bobEmployeeId].every(Number.isInteger)).toBe(true);
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/payslips with employeeId', () => {
  it('computes the employee’s payslip from their contract and the company, as computeEmployeePayslip does', async () => {
    const response = await call('POST', '/api/payslips', {
      employeeId: assistantId,
      month: 9,
      year: 2026,
      grossSalary: 2000,
      status: 'draft',
      paymentDate: '2026-09-30',
      // Only the withholding rate is read: the contract says the mutuelle and prévoyance.
      calculationInputs: { ...officerInputs, pasRatePercent: 3.2, healthInsuranceMonthlyCents: 99_999 },
    });
    expect(response.statusCode).toBe(201);
    const payslip = response.json<PayslipDto>();
    const expected = payslipCalculationSchema.parse(
      computeEmployeePayslip({
        year: 2026,
        month: 9,
        grossCents: 200_000,
        headcount: 2,
        atmpRatePercent: 0.9,
        status: 'non-cadre',
        workingTimeRatio: 0.8,
        healthInsuranceMonthlyCents: 6_000,
        healthInsuranceEmployerSharePercent: 50,
        cadrePrevoyance: false,
        pasRatePercent: 3.2,
      }),
    );
    expect(payslip.data?.calculation).toEqual(expected);
    expect(expected.reductionCents).toBeGreaterThan(0);
    expect(payslip).toMatchObject({
      employeeId: assistantId,
      personName: 'Léa Moreau',
      socialContributions: expected.employeeContributions / 100,
      netSalary: (200_000 - expected.employeeContributions) / 100,
    });
    expect(payslip.data?.position).toBe('Assistante de direction');
  });

  it('prorates the plafond of the month a contract starts, by the days employed', async () => {
    const response = await call('POST', '/api/payslips', {
      employeeId: consultantId,
      month: 10,
      year: 2026,
      grossSalary: 2300,
      status: 'draft',
    });
    expect(response.statusCode).toBe(201);
    const expected = payslipCalculationSchema.parse(
      withNeutralPasRate(
        computeEmployeePayslip,
        {
          year: 2026,
          month: 10,
          grossCents: 230_000,
          headcount: 2,
          atmpRatePercent: 0.9,
          status: 'cadre',
          workingTimeRatio: 1,
          healthInsuranceMonthlyCents: 6_000,
          healthInsuranceEmployerSharePercent: 50,
          cadrePrevoyance: true,
          pasRatePercent: 0,

          daysEmployed: 17,
        },
        'metropole',
      ),
    );
    expect(response.json<PayslipDto>().data?.calculation).toEqual(expected);
  });

  it('keeps one payslip per person and month, the officer’s and each employee’s side by side', async () => {
    const officer = await call('POST', '/api/payslips', {
      month: 9,
      year: 2026,
      grossSalary: 3000,
      status: 'draft',
      calculationInputs: officerInputs,
    });
    expect(officer.statusCode).toBe(201);
    expect(officer.json()).toMatchObject({
      employeeId: null,
      personName: alice.firstName + ' ' + alice.lastName,
    });
    const again = await call('POST', '/api/payslips', {
      employeeId: assistantId,
      month: 9,
      year: 2026,
      grossSalary: 2100,
      status: 'draft',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Un bulletin existe déjà pour cette période');
    const officerAgain = await call('POST', '/api/payslips', {
      month: 9,
      year: 2026,
      grossSalary: 3000,
      status: 'draft',
      calculationInputs: officerInputs,
    });
    expect(officerAgain.statusCode).toBe(409);
  });

  it('refuses another user’s employee (404) and a month outside the contract (400), in French', async () => {
    const theirs = await call('POST', '/api/payslips', {
      employeeId: bobEmployeeId,
      month: 9,
      year: 2026,
      grossSalary: 2000,
      status: 'draft',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Salarié introuvable');
    const before = await call('POST', '/api/payslips', {
      employeeId: assistantId,
      month: 8,
      year: 2026,
      grossSalary: 2000,
      status: 'draft',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      'Le contrat de Léa Moreau ne couvre pas août 2026 : aucun bulletin ne peut être établi pour ce mois',
    );
    const badId = await call('POST', '/api/payslips', {
      employeeId: 'x',
      month: 9,
      year: 2026,
      grossSalary: 2000,
      status: 'draft',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('salarié');
  });

  it('lists by person: employeeId filters, another user’s employee is a 404, every row names its person', async () => {
    const all = (await call('GET', '/api/payslips')).json<PayslipDto[]>();
    expect(all.map((p) => [p.year, p.month, p.personName])).toEqual([
      [2026, 10, 'Paul Albertini'],
      [2026, 9, `${alice.firstName} ${alice.lastName}`],
      [2026, 9, 'Léa Moreau'],
    ]);
    const hers = (await call('GET', `/api/payslips?employeeId=${assistantId}`)).json<PayslipDto[]>();
    expect(hers.map((p) => p.employeeId)).toEqual([assistantId]);
    const officer = (await call('GET', '/api/payslips?officer=true')).json<PayslipDto[]>();
    expect(officer.map((p) => p.employeeId)).toEqual([null]);
    expect((await call('GET', `/api/payslips?employeeId=${bobEmployeeId}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/payslips?employeeId=${assistantId}`, undefined, bobCookie)).statusCode,
    ).toBe(404);
  });

  it('never moves a draft to another person (400)', async () => {
    const [draft] = (await call('GET', `/api/payslips?employeeId=${assistantId}`)).json<PayslipDto[]>();
    const response = await call('PATCH', `/api/payslips/${draft?.id}`, {
      employeeId: consultantId,
      month: 9,
      year: 2026,
      grossSalary: 2000,
      status: 'draft',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ne change pas de personne');
  });
});

describe('POST /api/payslips/prepare-month', () => {
  it('drafts November for the officer (from their last payslip) and both employees, then nothing more', async () => {
    const first = await call('POST', '/api/payslips/prepare-month', { period: '2026-11' });
    expect(first.statusCode).toBe(200);
    const people = first.json().people as {
      employeeId: number | null;
      outcome: string;
      personName: string;
    }[];
    expect(people.map((p) => [p.employeeId, p.outcome])).toEqual([
      [null, 'created'],
      [consultantId, 'created'],
      [assistantId, 'created'],
    ]);
    const second = await call('POST', '/api/payslips/prepare-month', { period: '2026-11' });
    expect(second.json().people.map((p: { outcome: string }) => p.outcome)).toEqual([
      'existing',
      'existing',
      'existing',
    ]);
    const em = testApp.orm.em.fork();
    expect(await em.count(Payslip, { user: alice.id, year: 2026, month: 11 })).toBe(3);
    // The employee's draft: their contract's gross, and the withholding rate of their last payslip.
    const lea = await em.findOneOrFail(Payslip, { employee: assistantId, year: 2026, month: 11 });
    expect(lea.grossSalaryCents).toBe(200_000);
    expect(lea.status).toBe('draft');
    expect(lea.paymentDate).toBe('2026-11-30');
    expect(
      (lea.data as { calculationInputs: { pasRatePercent: number } }).calculationInputs.pasRatePercent,
    ).toBe(3.2);
    const officer = await em.findOneOrFail(Payslip, {
      user: alice.id,
      employee: null,
      year: 2026,
      month: 11,
    });
    expect(officer.grossSalaryCents).toBe(300_000);
  });

  it('skips the officer without a computed payslip to start from, and says why', async () => {
    const response = await call('POST', '/api/payslips/prepare-month', { period: '2026-11' }, bobCookie);
    expect(response.statusCode).toBe(200);
    const people = response.json().people as { employeeId: number | null; outcome: string; reason: string }[];
    expect(people[0]).toMatchObject({ employeeId: null, outcome: 'skipped' });
    expect(people[0]?.reason).toContain('Aucun bulletin calculé avant novembre 2026');
    expect(people[1]).toMatchObject({ employeeId: bobEmployeeId, outcome: 'created' });
  });

  it('belongs to the paid plans: the free plan gets a French 402 naming Essentielle', async () => {
    const response = await call('POST', '/api/payslips/prepare-month', { period: '2026-11' }, carolCookie);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(
      'Fonctionnalité réservée à la formule Essentielle ou Complète (la paie de vos salariés). Changez de formule pour en bénéficier.',
    );
    const employeePayslip = await call(
      'POST',
      '/api/payslips',
      { employeeId: assistantId, month: 10, year: 2026, grossSalary: 2000, status: 'draft' },
      carolCookie,
    );
    expect(employeePayslip.statusCode).toBe(402);
  });

  it('refuses a malformed period in French (400) and a visitor (401)', async () => {
    const response = await call('POST', '/api/payslips/prepare-month', { period: '2026-13' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La période est au format AAAA-MM (ex. 2026-03)');
    expect((await call('POST', '/api/payslips/prepare-month', { period: '2026-11' }, '')).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/payslips/finalise-month', () => {
  it('finalises the month’s drafts one by one: a later month finalised first stops only that person', async () => {
    // September first (the months are finalised in order), then all of November at once.
    const september = await call('POST', '/api/payslips/finalise-month', {
      period: '2026-09',
      paymentDate: '2026-09-30',
    });
    expect(september.statusCode).toBe(200);
    expect(september.json().people.map((p: { outcome: string }) => p.outcome)).toEqual([
      'finalised',
      'finalised',
    ]);
    const november = await call('POST', '/api/payslips/finalise-month', { period: '2026-11' });
    expect(november.statusCode).toBe(200);
    const outcomes = november.json().people as {
      employeeId: number | null;
      outcome: string;
      reason: string | null;
    }[];
    expect(outcomes.map((p) => [p.employeeId, p.outcome])).toEqual([
      [null, 'finalised'],
      [assistantId, 'finalised'],
      [consultantId, 'finalised'],
    ]);
    // October's draft of the consultant is now before a finalised month of his: it cannot be finalised.
    const october = await call('POST', '/api/payslips/finalise-month', { period: '2026-10' });
    expect(october.statusCode).toBe(200);
    const [paul] = october.json().people as { outcome: string; reason: string }[];
    expect(paul?.outcome).toBe('failed');
    expect(paul?.reason).toContain('le bulletin de novembre 2026 est déjà finalisé');
    const again = await call('POST', '/api/payslips/finalise-month', { period: '2026-11' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Aucun brouillon à finaliser pour novembre 2026');
  });

  it('prints the employee’s mentions on the PDF, year-to-date totals their own', {
    skip: popplerMissing,
  }, async () => {
    const [november] = (await call('GET', `/api/payslips?employeeId=${assistantId}`)).json<PayslipDto[]>();
    expect(november?.month).toBe(11);
    const pdf = await call('GET', `/api/payslips/${november?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('bulletin-2026-11-lea-moreau.pdf');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: pdf.rawPayload,
      encoding: 'utf8',
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Léa Moreau');
    expect(flat).toContain('Emploi : Assistante de direction');
    expect(flat).toContain('Salarié non-cadre — CDI depuis le 1er septembre 2026');
    expect(flat).toContain('Convention collective : IDCC 1486');
    // 80 % of 151,67 h, and the base salary's hourly rate (2 000 € / 121,34 h).
    expect(flat).toContain('121,34 heures × 16,4826 € de l');
    expect(flat).toContain('temps partiel, 80 % du temps plein');
    expect(flat).toContain('Montant net social');
    expect(flat).toContain('Impôt sur le revenu prélevé à la source');
    expect(flat).toContain('Net payé');
    const detail = (await call('GET', `/api/payslips/${november?.id}`)).json();
    const exemptions = detail.view.summary.find((line: { label: string }) =>
      line.label.startsWith('Exonérations'),
    );
    expect(exemptions.amountCents).toBe(detail.data.calculation.reductionCents);
    expect(exemptions.amountCents).toBeGreaterThan(0);
    // Her cumuls: September and November (hers), never the officer's or the consultant's.
    const gross = detail.view.yearToDate.rows.find(
      (row: { label: string }) => row.label === 'Rémunération brute',
    );
    expect(gross.amountCents).toBe(400_000);
    expect(flat).toContain('Cumuls de janvier à novembre 2026');
  });

  it('refuses another user’s payslip of an employee (404)', async () => {
    const [november] = (await call('GET', `/api/payslips?employeeId=${assistantId}`)).json<PayslipDto[]>();
    expect((await call('GET', `/api/payslips/${november?.id}`, undefined, bobCookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/payslips/${november?.id}/pdf`, undefined, bobCookie)).statusCode).toBe(
      404,
    );
  });
});

describe('the reports for one person (issue 27’s employeeId)', () => {
  it('keeps one employee’s finalised payslips in the ledger and the entries; another user’s employee is a 404', async () => {
    const everyone = await call('GET', '/api/reports/ledger?from=2026-09&to=2026-11');
    expect(everyone.statusCode).toBe(200);
    expect(new Set(everyone.json().rows.map((row: { employeeName: string }) => row.employeeName)).size).toBe(
      3,
    );
    const hers = await call('GET', `/api/reports/ledger?from=2026-09&to=2026-11&employeeId=${assistantId}`);
    expect(hers.statusCode).toBe(200);
    const rows = hers.json().rows as { employeeName: string; period: string; grossCents: number }[];
    expect(rows.map((row) => [row.period, row.employeeName])).toEqual([
      ['2026-09', 'Léa Moreau'],
      ['2026-11', 'Léa Moreau'],
    ]);
    expect(hers.json().totals.grossCents).toBe(400_000);
    const entries = await call(
      'GET',
      `/api/reports/accounting?from=2026-09&to=2026-11&employeeId=${assistantId}`,
    );
    expect(entries.statusCode).toBe(200);
    const theirs = await call(
      'GET',
      `/api/reports/ledger?from=2026-09&to=2026-11&employeeId=${bobEmployeeId}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Salarié introuvable');
    const bad = await call('GET', '/api/reports/ledger?from=2026-09&to=2026-11&employeeId=abc');
    expect(bad.statusCode).toBe(400);
  });
});
