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
      status: 'completed',
      data: { position: 'Présidente' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      otherDeductions: 0,
      otherAdditions: 0,
      netSalary: 2300,
      status: 'completed',
    });
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
    expect(text).toContain('dont net imposable');
    expect(text).toMatch(/prélevé à la source/);
    expect(text).toContain('Montant net social');
    // 3 724,00 € net before tax, minus 285,00 € withheld.
    expect(text).toMatch(/3\s439,00\s€/);
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
    const created = await post({ ...validBody, month: 10, year: 2025, status: 'completed' });
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
    expect(text).toContain('NET À PAYER');
    expect(text).toMatch(/995,05\s€/);
    expect(text).toContain('sans limitation de durée');
    expect(text).not.toContain('BROUILLON');

    // Cumuls: the gross of this payslip and the earlier ones of 2025.
    const list: { year: number; month: number; grossSalary: number }[] = (
      await testApp.app.inject({ method: 'GET', url: '/api/payslips', headers: { cookie: aliceCookie } })
    ).json();
    const yearToDateCents = list
      .filter((payslip) => payslip.year === 2025 && payslip.month <= 10)
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
