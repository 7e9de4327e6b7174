/**
 * Issue 24 through the API: a draft edited and finalised (PATCH /api/payslips/{id}), the year's
 * finalised months computing the next one's ceiling regularisation, an out-of-order finalisation
 * refused with what to do, and a January 2027 payslip prepared as provisional.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;
let alice: User;
let aliceCookie: string;
let bobCookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await createUser(testApp.orm);
  const bob = await createUser(testApp.orm);
  aliceCookie = await signIn(testApp.app, alice.username);
  bobCookie = await signIn(testApp.app, bob.username);
});

afterAll(async () => {
  await testApp?.close();
});

const calculationInputs = {
  pasRatePercent: 5,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

function body(month: number, grossSalary: number, status: 'draft' | 'completed', year = 2026) {
  return {
    month,
    year,
    grossSalary,
    status,
    paymentDate: `${year}-${String(month).padStart(2, '0')}-28`,
    calculationInputs,
  };
}

function request(method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, cookie = aliceCookie) {
  return testApp.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

interface Line {
  code: string;
  baseCents: number;
}

async function linesOf(id: number): Promise<Line[]> {
  const detail = await request('GET', `/api/payslips/${id}`);
  expect(detail.statusCode).toBe(200);
  return detail.json().data.calculation.lines as Line[];
}

const baseOf = (lines: Line[], code: string) => lines.find((l) => l.code === code)?.baseCents;

describe('a draft is edited, then finalised', () => {
  it('recomputes the draft on PATCH, finalises it, and refuses to edit it afterwards', async () => {
    const created = await request('POST', '/api/payslips', body(1, 3000, 'draft'));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;

    const edited = await request('PATCH', `/api/payslips/${id}`, body(1, 3500, 'draft'));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, grossSalary: 3500, status: 'draft' });
    expect(baseOf(await linesOf(id), 'vieillesse-deplafonnee')).toBe(350_000);

    const finalised = await request('PATCH', `/api/payslips/${id}`, body(1, 3500, 'completed'));
    expect(finalised.statusCode).toBe(200);
    expect(finalised.json()).toMatchObject({ id, status: 'completed' });
    const pdf = await request('GET', `/api/payslips/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['repr-digest']).toMatch(/^sha-256=/);

    const again = await request('PATCH', `/api/payslips/${id}`, body(1, 9999, 'draft'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/finalisé ne se modifie plus/);
  });

  it('answers 404 for another user’s payslip and 400 for a bad body, changing nothing', async () => {
    const created = await request('POST', '/api/payslips', body(6, 2000, 'draft', 2025));
    const id = created.json().id as number;
    expect(
      (await request('PATCH', `/api/payslips/${id}`, body(6, 1, 'draft', 2025), bobCookie)).statusCode,
    ).toBe(404);
    const bad = await request('PATCH', `/api/payslips/${id}`, {
      ...body(6, 2000, 'draft', 2025),
      grossSalary: -5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/négatif/);
    expect(baseOf(await linesOf(id), 'vieillesse-deplafonnee')).toBe(200_000);
  });
});

describe('the ceiling is regularised against the year’s finalised months', () => {
  it('charges February’s tranche 1 with January’s unused plafond (PMSS 2026: 4 005 €)', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    // January 2 000 € finalised (lines of the month already: tranche 1 = 2 000 €).
    const january = await request('POST', '/api/payslips', body(1, 2000, 'completed'), cookie);
    expect(january.statusCode).toBe(201);
    // February 6 000 €: Σ pay 8 000 € ≤ Σ plafond 8 010 €, so tranche 1 = 8 000 − 2 000 = 6 000 € and no
    // tranche 2 (month alone: 4 005 € and 1 995 €).
    const february = await request('POST', '/api/payslips', body(2, 6000, 'draft'), cookie);
    expect(february.statusCode).toBe(201);
    const detail = await request('GET', `/api/payslips/${february.json().id}`, undefined, cookie);
    const lines = detail.json().data.calculation.lines as Line[];
    expect(baseOf(lines, 'vieillesse-plafonnee')).toBe(600_000);
    expect(baseOf(lines, 'complementaire-tranche-2')).toBeUndefined();
    expect(detail.json().data.calculation.ceilingCents).toBe(400_500);
  });

  it('refuses to finalise a month before an already finalised one, saying what to do', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    expect((await request('POST', '/api/payslips', body(3, 3000, 'completed'), cookie)).statusCode).toBe(201);
    const february = await request('POST', '/api/payslips', body(2, 3000, 'completed'), cookie);
    expect(february.statusCode).toBe(409);
    expect(february.json().message).toMatch(
      /Impossible de finaliser le bulletin de février 2026 : le bulletin de mars 2026 est déjà finalisé.*brouillon/,
    );
    // As a draft it is kept, and finalising it later is refused the same way.
    const draft = await request('POST', '/api/payslips', body(2, 3000, 'draft'), cookie);
    expect(draft.statusCode).toBe(201);
    const patch = await request(
      'PATCH',
      `/api/payslips/${draft.json().id}`,
      body(2, 3000, 'completed'),
      cookie,
    );
    expect(patch.statusCode).toBe(409);
    const list = await request('GET', '/api/payslips', undefined, cookie);
    expect(list.json().map((p: { month: number; status: string }) => [p.month, p.status])).toEqual([
      [3, 'completed'],
      [2, 'draft'],
    ]);
  });
});

describe('January 2027', () => {
  it('is computed with the figures in force, marked provisional with the texts awaited', async () => {
    const created = await request('POST', '/api/payslips', body(1, 4000, 'draft', 2027));
    expect(created.statusCode).toBe(201);
    const detail = await request('GET', `/api/payslips/${created.json().id}`);
    const calculation = detail.json().data.calculation;
    expect(calculation.ceilingCents).toBe(400_500);
    const awaited = (calculation.provisionalFigures as { label: string; awaited: string }[]).map(
      (f) => f.label,
    );
    expect(awaited).toContain('plafond mensuel de la sécurité sociale');
    expect(awaited).toContain('SMIC horaire');
    // The document says so, page and PDF alike.
    expect(detail.json().view.notes.join(' ')).toMatch(
      /Bulletin provisoire : les chiffres officiels de 2027/,
    );
    const pdf = await request('GET', `/api/payslips/${created.json().id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toMatch(/Bulletin provisoire : les chiffres officiels de 2027/);
  });
});
