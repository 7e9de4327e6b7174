import { createHash } from 'node:crypto';
import { computeOfficerPayslip, DEFAULT_ATMP_RATE_PERCENT } from '@dirigeo/payroll-calc';
import { type PayslipCalculation, payslipCalculationSchema } from '@dirigeo/schemas';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../src/modules/company/company.entity.ts';
import { Payslip } from '../src/modules/payslip/payslip.entity.ts';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPayslip, createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;
let alice: User;
let bob: User;
let aliceCookie: string;
let bobCookie: string;
let bobPayslip: Payslip;

const currentYear = new Date().getFullYear();

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm, { company: 'Atelier Martin SASU', siret: '73282932000074' });
  bob = await createUser(testApp.orm);
  bobPayslip = await createPayslip(testApp.orm, bob, { month: 1, year: 2025, status: 'draft' });
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
});

afterAll(async () => {
  await testApp?.close();
});

function post(payload: unknown, cookie = aliceCookie) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payslips',
    headers: { cookie },
    payload: payload as object,
  });
}

const validBody = {
  month: 3,
  year: 2025,
  grossSalary: 1234.56,
  socialContributions: 234.5,
  otherDeductions: 10.01,
  otherAdditions: 5,
  status: 'draft',
};

/** What the server computes the test payslips from. */
const calculationInputs = {
  pasRatePercent: 7.5,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

/**
 * The officer's payslip @dirigeo/payroll-calc computes for those inputs and the test companies (no
 * staff, no notified AT/MP rate), in the stored shape: what the server must store.
 */
function calculationFor(grossCents: number, month: number, year = 2025): PayslipCalculation {
  return payslipCalculationSchema.parse(
    computeOfficerPayslip({ year, month, grossCents, headcount: 0, ...calculationInputs }),
  );
}

/** A finalised payslip's body: the calculation's inputs and a payment date. */
function finalisedBody(month: number, grossSalary: number, year = 2025) {
  return {
    month,
    year,
    grossSalary,
    status: 'completed',
    paymentDate: `${year}-${String(month).padStart(2, '0')}-28`,
    calculationInputs,
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('POST /api/payslips', () => {
  it('creates a payslip in euros, computing the net itself and ignoring userId and netSalary', async () => {
    const response = await post({
      ...validBody,
      userId: bob.id,
      netSalary: 999_999,
      data: JSON.stringify({
        employerName: 'Atelier Martin SASU',
        employeeName: 'Camille Martin',
        extra: 'x',
      }),
    });
    expect(response.statusCode).toBe(201);
    const payslip = response.json();
    expect(payslip).toMatchObject({
      userId: alice.id,
      month: 3,
      year: 2025,
      grossSalary: 1234.56,
      socialContributions: 234.5,
      otherDeductions: 10.01,
      otherAdditions: 5,
      netSalary: 995.05,
      status: 'draft',
      data: { employerName: 'Atelier Martin SASU', employeeName: 'Camille Martin' },
      pdfUrl: `/api/payslips/${payslip.id}/pdf`,
    });
    const stored = await testApp.orm.em.fork().findOneOrFail(Payslip, { id: payslip.id });
    expect(stored.grossSalaryCents).toBe(123_456);
    expect(stored.netSalaryCents).toBe(99_505);
    expect(stored.user.id).toBe(alice.id);
  });

  it('accepts data as an object and optional amounts left out', async () => {
    const response = await post({
      month: 4,
      year: 2025,
      grossSalary: 3000,
      socialContributions: 700,
      status: 'draft',
      data: { position: 'Présidente' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      otherDeductions: 0,
      otherAdditions: 0,
      netSalary: 2300,
      status: 'draft',
    });
  });

  it("keeps the spec's fields in the data snapshot, with the net the server computed", async () => {
    const response = await post({
      ...validBody,
      month: 2,
      netSalary: 1,
      data: JSON.stringify({
        employerName: 'Atelier Martin SASU',
        employeeName: 'Camille Martin',
        position: 'Gérante',
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      employerName: 'Atelier Martin SASU',
      employerSiret: '73282932000074',
      employeeName: 'Camille Martin',
      position: 'Gérante',
      month: 2,
      year: 2025,
      grossSalary: 1234.56,
      socialContributions: 234.5,
      otherDeductions: 10.01,
      otherAdditions: 5,
      netSalary: 995.05,
      status: 'draft',
    });
    // A client that sent no snapshot gets the profile's identity in it.
    const bare = await post({ ...validBody, month: 1, year: 2024 });
    expect(bare.json().data).toMatchObject({ employerName: 'Atelier Martin SASU', position: 'Présidente' });
  });

  it('refuses to finalise a payslip whose contributions were typed by hand (every R. 3243-1 mention)', async () => {
    const response = await post({ ...validBody, month: 5, status: 'completed', paymentDate: '2025-05-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Un bulletin finalisé doit détailler ses cotisations : envoyez les paramètres du calcul (calculationInputs) ' +
        'pour que le serveur les calcule avec les taux officiels, ou enregistrez un brouillon',
    );
  });

  it('refuses to finalise without a payment date', async () => {
    const { paymentDate: _date, ...body } = finalisedBody(5, 4000);
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La date de paiement est requise pour finaliser un bulletin');
  });

  it("refuses to finalise while the profile lacks the employer's address or APE code", async () => {
    const carol = await createUser(testApp.orm, { companyAddress: null, nafCode: null });
    const cookie = await signIn(testApp.app, carol.username);
    const refused = await post(finalisedBody(5, 4000), cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Complétez votre profil avant de finaliser un bulletin : l'adresse de l'entreprise, le code APE",
    );
    const draft = await post({ ...finalisedBody(5, 4000), status: 'draft' }, cookie);
    expect(draft.statusCode).toBe(201);
  });

  it("answers 409 'Un bulletin existe déjà pour cette période' for a second payslip of the same month", async () => {
    const response = await post(validBody);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Un bulletin existe déjà pour cette période' });
  });

  it('lets another user have a payslip for the same period', async () => {
    const response = await post(validBody, bobCookie);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['month 13', { month: 13 }, 'month', 'Le mois doit être compris entre 1 et 12'],
    ['month 0', { month: 0 }, 'month', 'Le mois doit être compris entre 1 et 12'],
    ['year 2019', { year: 2019 }, 'year', "L'année doit être au moins 2020"],
    ['year after next', { year: currentYear + 2 }, 'year', `L'année ne peut pas dépasser ${currentYear + 1}`],
    ['a negative gross', { grossSalary: -1 }, 'grossSalary', 'Le salaire brut ne peut pas être négatif'],
    [
      'negative contributions',
      { socialContributions: -0.01 },
      'socialContributions',
      'Les charges sociales ne peuvent pas être négatives',
    ],
    [
      '3 decimals',
      { grossSalary: 10.001 },
      'grossSalary',
      'Le montant ne peut pas avoir plus de 2 décimales',
    ],
    ['an archived status', { status: 'archived' }, 'status', 'Le statut doit être Brouillon ou Finalisé'],
    ['a string amount', { grossSalary: '1000' }, 'grossSalary', 'Montant invalide'],
    [
      'data that is not JSON',
      { data: '{oops' },
      'data',
      'Les données du bulletin ne sont pas du JSON valide',
    ],
    [
      'an oversize employer name',
      { data: { employerName: 'x'.repeat(300) } },
      'data.employerName',
      undefined,
    ],
  ])('answers 400 for %s', async (_case, change, path, message) => {
    const response = await post({ ...validBody, month: 6, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    const issue = body.issues.find((candidate: { path: string }) => candidate.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue.message).toBe(message);
  });

  it('answers 400, not 500, for malformed JSON and a body that is not an object', async () => {
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/payslips',
      headers: { cookie: aliceCookie, 'content-type': 'application/json' },
      payload: '{"month": 3,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Le corps de la requête n'est pas du JSON valide");
    const array = await post([1, 2, 3]);
    expect(array.statusCode).toBe(400);
  });

  it("computes the payslip itself: the calculation stored is payroll-calc's for the same inputs", async () => {
    const dora = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, dora.username);
    const response = await post(finalisedBody(8, 4200), cookie);
    expect(response.statusCode).toBe(201);
    const expected = calculationFor(420_000, 8);
    const payslip = response.json();
    expect(payslip.data.calculation).toEqual(expected);
    expect(payslip.data.calculationInputs).toEqual({
      ...calculationInputs,
      headcount: 0,
      atmpRatePercent: DEFAULT_ATMP_RATE_PERCENT[2025],
    });
    expect(payslip.socialContributions).toBe(expected.employeeContributions / 100);
    expect(payslip.netSalary).toBe((420_000 - expected.employeeContributions) / 100);
  });

  it('refuses to finalise « Autres ajouts » or « Autres retenues » without their nature (R3243-1), and keeps them on a draft', async () => {
    const refused = await post({ ...finalisedBody(11, 4000), otherAdditions: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('article R3243-1');
    const draft = await post({ ...finalisedBody(11, 4000), otherDeductions: 20, status: 'draft' });
    expect(draft.statusCode).toBe(201);
    const finalising = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/payslips/${draft.json().id}`,
      headers: { cookie: aliceCookie },
      payload: { ...finalisedBody(11, 4000), otherDeductions: 20 },
    });
    expect(finalising.statusCode).toBe(400);
    await testApp.app.inject({
      method: 'DELETE',
      url: `/api/payslips/${draft.json().id}`,
      headers: { cookie: aliceCookie },
    });
  });

  it('takes the headcount and the AT/MP rate from the company', async () => {
    const erin = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, erin.username);
    const em = testApp.orm.em.fork();
    const stored = await em.findOneOrFail(Company, { user: erin.id });
    // 60 staff in Lyon: the versement mobilité of Sytral Mobilités (2 %) is due too.
    em.assign(stored, { headcount: 60, atmpRateBasisPoints: 150, communeInsee: '69123' });
    await em.flush();
    const response = await post(finalisedBody(9, 5000), cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.calculation).toEqual(
      payslipCalculationSchema.parse(
        computeOfficerPayslip({
          year: 2025,
          month: 9,
          grossCents: 500_000,
          headcount: 60,
          atmpRatePercent: 1.5,
          versementMobiliteRatePercent: 2,
          ...calculationInputs,
        }),
      ),
    );
  });

  it('ignores a calculation the client sent, and its social contributions, when it sends the inputs', async () => {
    const frank = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, frank.username);
    const computed = calculationFor(420_000, 8);
    const forged = {
      ...computed,
      employerContributions: 1,
      employerCost: 420_001,
      lines: computed.lines.slice(1),
    };
    const response = await post(
      { ...finalisedBody(8, 4200), socialContributions: 1, data: { calculation: forged } },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.calculation).toEqual(computed);
    expect(response.json().socialContributions).toBe(computed.employeeContributions / 100);
    // Without inputs, a draft typed by hand keeps its total; the calculation sent is not stored.
    const draft = await post(
      { ...validBody, month: 10, socialContributions: 300, data: { calculation: forged } },
      cookie,
    );
    expect(draft.statusCode).toBe(201);
    expect(draft.json().socialContributions).toBe(300);
    expect(draft.json().data.calculation).toBeUndefined();
  });

  it.each([
    ['a negative PAS rate', { pasRatePercent: -1 }, 'calculationInputs.pasRatePercent'],
    ['a PAS rate over 100 %', { pasRatePercent: 101 }, 'calculationInputs.pasRatePercent'],
    [
      'a mutuelle in euros',
      { healthInsuranceMonthlyCents: 12.5 },
      'calculationInputs.healthInsuranceMonthlyCents',
    ],
    [
      'a string share',
      { healthInsuranceEmployerSharePercent: '50' },
      'calculationInputs.healthInsuranceEmployerSharePercent',
    ],
    ['a prévoyance that is not a boolean', { cadrePrevoyance: 'oui' }, 'calculationInputs.cadrePrevoyance'],
  ])('answers 400 for calculation inputs with %s', async (_case, change, path) => {
    const response = await post({
      ...finalisedBody(11, 4000),
      calculationInputs: { ...calculationInputs, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it('answers 400 for a year without official rates, and for a hand-typed draft without its charges', async () => {
    const noRates = await post({ ...finalisedBody(3, 4000, 2024) });
    expect(noRates.statusCode).toBe(400);
    expect(noRates.json().message).toMatch(/^Les taux officiels de 2024 ne sont pas disponibles/);
    const { socialContributions: _charges, ...withoutCharges } = validBody;
    const bare = await post({ ...withoutCharges, month: 11 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(
      'Les charges sociales sont requises pour un bulletin saisi à la main (sans calculationInputs)',
    );
  });

  it('prints the computed lines and totals on the finalised PDF', async () => {
    const accepted = await post({ ...finalisedBody(7, 4000), data: { position: 'Gérante' } });
    expect(accepted.statusCode).toBe(201);
    const computed = calculationFor(400_000, 7);
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: accepted.json().pdfUrl,
      headers: { cookie: aliceCookie },
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('RETRAITE');
    expect(text).toContain('Net à payer avant impôt sur le revenu');
    expect(text).toContain('Impôt sur le revenu prélevé à la source');
    expect(text).toContain('Montant net social');
    const netPaid = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      computed.netPaid / 100,
    );
    expect(text.replace(/\s+/g, ' ')).toContain(`Net payé ${netPaid.replace(/\s+/g, ' ')}`);
  });

  it('answers 401 when signed out', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/payslips', payload: validBody });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/payslips', () => {
  it("lists only the user's payslips, newest period first", async () => {
    await createPayslip(testApp.orm, alice, { month: 12, year: 2024, status: 'completed' });
    await createPayslip(testApp.orm, alice, { month: 1, year: 2026 });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/payslips',
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(200);
    const payslips: { userId: number; year: number; month: number }[] = response.json();
    expect(payslips.every((payslip) => payslip.userId === alice.id)).toBe(true);
    const periods = payslips.map((payslip) => payslip.year * 100 + payslip.month);
    expect(periods).toEqual([...periods].sort((a, b) => b - a));
    expect(periods).toContain(202_412);
  });

  it('answers 401 when signed out', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/payslips' });
    expect(response.statusCode).toBe(401);
  });
});

describe("another user's payslip", () => {
  it.each([
    ['GET', ''],
    ['GET', '/pdf'],
    ['DELETE', ''],
  ] as const)('%s /api/payslips/:id%s answers 404 and changes nothing', async (method, suffix) => {
    const response = await testApp.app.inject({
      method,
      url: `/api/payslips/${bobPayslip.id}${suffix}`,
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Bulletin introuvable' });
    expect(await testApp.orm.em.fork().count(Payslip, { id: bobPayslip.id })).toBe(1);
  });

  it('is there for its owner', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/payslips/${bobPayslip.id}`,
      headers: { cookie: bobCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(bobPayslip.id);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/payslips/${id}`,
        headers: { cookie: aliceCookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Identifiant invalide');
    }
  });
});

describe('DELETE /api/payslips/:id', () => {
  it('deletes a draft (204)', async () => {
    const draft = await createPayslip(testApp.orm, alice, { month: 8, year: 2023 });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/payslips/${draft.id}`,
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await testApp.orm.em.fork().count(Payslip, { id: draft.id })).toBe(0);
  });

  it('keeps a finalised payslip: 409', async () => {
    const completed = await createPayslip(testApp.orm, alice, { month: 9, year: 2023, status: 'completed' });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/payslips/${completed.id}`,
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Seuls les brouillons peuvent être supprimés' });
    expect(await testApp.orm.em.fork().count(Payslip, { id: completed.id })).toBe(1);
  });
});

describe('GET /api/payslips/:id/pdf', () => {
  it('sends a real PDF attachment with the period, the profile employer, the net and the retention note', async () => {
    const created = await post({
      ...finalisedBody(10, 1234.56),
      calculationInputs: {
        ...calculationInputs,
        payElements: [
          { kind: 'autre-retenue', label: 'Remboursement d’acompte', amountCents: 1_001 },
          { kind: 'autre-ajout', label: 'Remboursement de fournitures', amountCents: 500, subject: false },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const netBeforeTax = created.json().netSalary;
    const response = await testApp.app.inject({
      method: 'GET',
      url: created.json().pdfUrl,
      headers: { cookie: aliceCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bulletin-2025-10.pdf"; filename*=UTF-8''bulletin-2025-10.pdf`,
    );
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Octobre 2025');
    expect(text).toContain('Atelier Martin SASU');
    expect(text).toContain('732 829 320 00074');
    expect(text).toContain('10 place Bellecour, 69002 Lyon');
    expect(text).toContain('Code APE : 70.22Z');
    expect(text).toContain('Net à payer avant impôt sur le revenu');
    expect(text).toContain(new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(netBeforeTax));
    expect(text).toContain('sans limitation de durée (Code du travail, art. R. 3243-5)');
    expect(text).not.toContain('BROUILLON');

    // Cumuls: this payslip and the earlier finalised ones of 2025; drafts never count.
    const list: { year: number; month: number; grossSalary: number; status: string }[] = (
      await testApp.app.inject({ method: 'GET', url: '/api/payslips', headers: { cookie: aliceCookie } })
    ).json();
    expect(
      list.some((payslip) => payslip.year === 2025 && payslip.month < 10 && payslip.status === 'draft'),
    ).toBe(true);
    const yearToDateCents = list
      .filter((payslip) => payslip.year === 2025 && payslip.month <= 10 && payslip.status !== 'draft')
      .reduce((sum, payslip) => sum + Math.round(payslip.grossSalary * 100), 0);
    expect(yearToDateCents).toBeGreaterThan(123_456);
    const formatted = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
      .format(yearToDateCents / 100)
      .replace(/\s/g, '\\s');
    expect(text).toMatch(new RegExp(formatted));
  });

  it('marks a draft with a BROUILLON watermark', async () => {
    const created = await post({ ...validBody, month: 11, year: 2025, status: 'draft' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: created.json().pdfUrl,
      headers: { cookie: aliceCookie },
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Novembre 2025');
    expect(text).toContain('BROUILLON');
  });
});

describe('a finalised payslip never changes', () => {
  let dana: User;
  let cookie: string;

  beforeAll(async () => {
    dana = await createUser(testApp.orm, { company: 'Dana Conseil SASU' });
    cookie = await signIn(testApp.app, dana.username);
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

  it('keeps its document and PDF bytes whatever happens to the profile and the other payslips', async () => {
    const january = await post(finalisedBody(1, 3000, 2026), cookie);
    const februaryDraft = await post({ ...finalisedBody(2, 3500, 2026), status: 'draft' }, cookie);
    const march = await post(finalisedBody(3, 4000, 2026), cookie);
    expect([january.statusCode, februaryDraft.statusCode, march.statusCode]).toEqual([201, 201, 201]);
    const marchId: number = march.json().id;

    const before = await get(`/api/payslips/${marchId}`);
    const pdfBefore = await get(`/api/payslips/${marchId}/pdf`);
    const view = before.json().view;
    // Year-to-date: January and March, finalised; the February draft does not count.
    expect(view.yearToDate.rows[0]).toEqual({ label: 'Rémunération brute', amountCents: 700_000 });
    const sha = createHash('sha256').update(pdfBefore.rawPayload).digest('hex');
    expect(before.json().pdfSha256).toBe(sha);
    expect(pdfBefore.headers['repr-digest']).toBe(
      `sha-256=:${createHash('sha256').update(pdfBefore.rawPayload).digest('base64')}:`,
    );

    // The profile changes, the draft goes; finalising a month before March is refused (issue 24: its
    // cumuls would be missing from March's), a draft of it is kept.
    const profile = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/user/${dana.id}`,
      headers: { cookie },
      payload: {
        firstName: 'Dana',
        lastName: 'Autre',
        // The address itself changes in Paramètres › Compte only (password, then a link).
        email: dana.email,
        company: 'Nouvelle Raison Sociale SAS',
        position: 'Directrice générale',
        status: 'dg',
        companyAddress: '1 quai Nouveau, 13002 Marseille',
      },
    });
    expect(profile.statusCode).toBe(200);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/payslips/${februaryDraft.json().id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await post(finalisedBody(2, 5000, 2026), cookie)).statusCode).toBe(409);
    expect((await post({ ...finalisedBody(2, 5000, 2026), status: 'draft' }, cookie)).statusCode).toBe(201);

    const after = await get(`/api/payslips/${marchId}`);
    const pdfAfter = await get(`/api/payslips/${marchId}/pdf`);
    expect(after.json().view).toEqual(view);
    expect(pdfAfter.rawPayload.equals(pdfBefore.rawPayload)).toBe(true);
    const text = await pdfText(pdfAfter.rawPayload);
    expect(text).toContain('Dana Conseil SASU');
    expect(text).not.toContain('Nouvelle Raison Sociale');

    // A draft stays live: it reads the new profile.
    const draft = await post({ ...finalisedBody(4, 4000, 2026), status: 'draft' }, cookie);
    const draftView = (await get(`/api/payslips/${draft.json().id}`)).json();
    expect(draftView.view.employer.name).toBe('Nouvelle Raison Sociale SAS');
    expect(draftView.pdfSha256).toBeNull();
    // Its year-to-date totals: the finalised January and March, and itself (February is a draft).
    expect(draftView.view.yearToDate.rows[0].amountCents).toBe(300_000 + 400_000 + 400_000);
  });

  it('prints on its page what its PDF prints: one view model', async () => {
    const created = await post(
      {
        ...finalisedBody(6, 4321.09, 2026),
        calculationInputs: {
          ...calculationInputs,
          payElements: [
            { kind: 'autre-ajout', label: 'Rappel de salaire', amountCents: 1_250, subject: true },
          ],
        },
      },
      cookie,
    );
    const detail = (await get(`/api/payslips/${created.json().id}`)).json();
    const text = (await pdfText((await get(created.json().pdfUrl)).rawPayload)).replace(/\s+/g, ' ');
    const format = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
        .format(cents / 100)
        .replace(/\s/g, ' ');
    for (const line of detail.view.summary) {
      expect(text).toContain(line.label);
      expect(text).toContain(format(line.amountCents));
    }
    for (const mention of detail.view.mentions) expect(text).toContain(mention.replace(/\s+/g, ' '));
  });
});
