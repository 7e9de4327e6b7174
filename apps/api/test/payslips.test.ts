import { createHash } from 'node:crypto';
import { computeOfficerPayslip } from '@dirigeo/payroll-calc';
import { type PayslipCalculation, payslipCalculationSchema } from '@dirigeo/schemas';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The officer's payslip as the portal's calculator computes it, in the stored shape. */
function calculationFor(grossCents: number, month: number, year = 2025): PayslipCalculation {
  return payslipCalculationSchema.parse(
    computeOfficerPayslip({ year, month, grossCents, headcount: 0, pasRatePercent: 7.5 }),
  );
}

/** A finalised payslip's body: computed contributions and a payment date. */
function finalisedBody(month: number, grossSalary: number, year = 2025) {
  const calculation = calculationFor(Math.round(grossSalary * 100), month, year);
  return {
    month,
    year,
    grossSalary,
    socialContributions: calculation.employeeContributions / 100,
    status: 'completed',
    paymentDate: `${year}-${String(month).padStart(2, '0')}-28`,
    data: { calculation },
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
      'Un bulletin finalisé doit détailler ses cotisations : calculez-les avec les taux officiels, ou enregistrez un brouillon',
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

  it('refuses a detailed calculation whose totals do not follow from its lines and the gross', async () => {
    const dora = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, dora.username);
    const computed = calculationFor(420_000, 8);
    const forgeries: Partial<PayslipCalculation>[] = [
      { netSocial: 5 },
      { employerCost: 1 },
      { netBeforeTax: 99_999_900, netPaid: 99_999_900 },
      { netTaxable: 5, pasAmount: 0 },
      { pasAmount: 0 },
      { employerContributions: computed.employerContributions - 10_000 },
      { lines: computed.lines.slice(1) },
    ];
    for (const forgery of forgeries) {
      const body = finalisedBody(8, 4200);
      const refused = await post({ ...body, data: { calculation: { ...computed, ...forgery } } }, cookie);
      expect(refused.statusCode, JSON.stringify(Object.keys(forgery))).toBe(400);
      expect(refused.json().message).toBe(
        "Le calcul détaillé n'est pas cohérent : ses totaux ne découlent pas de ses lignes et du salaire brut",
      );
    }
    expect((await post(finalisedBody(8, 4200), cookie)).statusCode).toBe(201);
  });

  it('refuses a detailed calculation whose employee contributions differ from socialContributions', async () => {
    const calculation = {
      lines: [
        {
          risk: 'Santé',
          label: 'Sécurité sociale - Maladie, maternité, invalidité, décès',
          baseCents: 400_000,
          employeeRatePercent: null,
          employeeAmountCents: 0,
          employerRatePercent: 13,
          employerAmountCents: 52_000,
        },
        {
          risk: 'Retraite',
          label: 'Sécurité sociale plafonnée',
          baseCents: 400_000,
          employeeRatePercent: 6.9,
          employeeAmountCents: 27_600,
          employerRatePercent: 8.55,
          employerAmountCents: 34_200,
        },
      ],
      employeeContributions: 27_600,
      employerContributions: 86_200,
      netBeforeTax: 372_400,
      netTaxable: 380_000,
      netSocial: 372_400,
      pasRatePercent: 7.5,
      pasAmount: 28_500,
      netPaid: 343_900,
      employerCost: 486_200,
    };
    const refused = await post({
      ...validBody,
      month: 7,
      grossSalary: 4000,
      socialContributions: 300,
      data: { calculation },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/charges sociales/);

    const accepted = await post({
      ...validBody,
      month: 7,
      grossSalary: 4000,
      socialContributions: 276,
      otherDeductions: 0,
      otherAdditions: 0,
      status: 'completed',
      paymentDate: '2025-07-31',
      data: { calculation },
    });
    expect(accepted.statusCode).toBe(201);
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: accepted.json().pdfUrl,
      headers: { cookie: aliceCookie },
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('RETRAITE');
    expect(text).toContain('Sécurité sociale plafonnée');
    expect(text).toContain('Net à payer avant impôt sur le revenu');
    expect(text).toContain('Impôt sur le revenu prélevé à la source');
    expect(text).toContain('Montant net social');
    // 3 724,00 € net before tax, minus 285,00 € withheld.
    expect(text).toMatch(/Net payé\s+3\s439,00\s€/);
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
    const created = await post({ ...finalisedBody(10, 1234.56), otherDeductions: 10.01, otherAdditions: 5 });
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

    // The profile changes, the draft goes, a payslip is added before March.
    const profile = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/user/${dana.id}`,
      headers: { cookie },
      payload: {
        firstName: 'Dana',
        lastName: 'Autre',
        email: 'dana.autre@example.fr',
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
    expect((await post(finalisedBody(2, 5000, 2026), cookie)).statusCode).toBe(201);

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
    // Its year-to-date totals: the finalised January, February and March, and itself.
    expect(draftView.view.yearToDate.rows[0].amountCents).toBe(300_000 + 500_000 + 400_000 + 400_000);
  });

  it('prints on its page what its PDF prints: one view model', async () => {
    const created = await post({ ...finalisedBody(6, 4321.09, 2026), otherAdditions: 12.5 }, cookie);
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
