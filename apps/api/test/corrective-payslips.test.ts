import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 24: a finalised payslip is corrected by a corrective one (« bulletin rectificatif ») that replaces it in
 * every total and keeps the original, as it was issued, visible as replaced.
 */
const popplerMissing = spawnSync('pdftotext', ['-v']).error !== undefined;
if (popplerMissing && process.env.CI) throw new Error('pdftotext (poppler-utils) is required in CI');

let testApp: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const user = await createUser(testApp.orm, { company: 'Atelier Martin SASU' });
  // Complète: the ledger is its report.
  const em = testApp.orm.em.fork();
  em.create(Subscription, {
    user: em.getReference(User, user.id),
    chosenPlan: 'complete',
    chosenInterval: 'month',
  });
  await em.flush();
  const other = await createUser(testApp.orm, { company: 'Autre SASU' });
  cookie = await signIn(testApp.app, user.username);
  otherCookie = await signIn(testApp.app, other.username);
});

afterAll(async () => {
  await testApp?.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: unknown, as = cookie) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie: as },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const inputs = {
  pasRatePercent: 5,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

function body(month: number, grossSalary: number, status = 'completed') {
  return {
    month,
    year: 2026,
    grossSalary,
    status,
    paymentDate: `2026-${String(month).padStart(2, '0')}-28`,
    calculationInputs: inputs,
  };
}

let january: number;
let february: number;
let corrective: number;

describe('a corrective payslip', () => {
  it('replaces a finalised payslip: the original kept as issued, status replaced, pointing to its corrective', async () => {
    january = (await call('POST', '/api/payslips', body(1, 4000))).json().id;
    february = (await call('POST', '/api/payslips', body(2, 4000))).json().id;
    const response = await call('POST', `/api/payslips/${february}/correction`, body(2, 4500));
    expect(response.statusCode, response.body).toBe(201);
    corrective = response.json().id;
    expect(response.json()).toMatchObject({ status: 'completed', grossSalary: 4500, month: 2 });

    const original = (await call('GET', `/api/payslips/${february}`)).json();
    expect(original).toMatchObject({
      status: 'replaced',
      replacedById: corrective,
      correctsId: null,
      grossSalary: 4000,
    });
    // Its document is the one issued, unchanged.
    expect(original.view.title).toBe('Bulletin de paie');
    const replacing = (await call('GET', `/api/payslips/${corrective}`)).json();
    expect(replacing).toMatchObject({ correctsId: february, replacedById: null });
    expect(replacing.view.title).toBe('Bulletin de paie rectificatif');
    expect(replacing.view.notes.join(' ')).toContain(
      'annule et remplace le bulletin de février 2026 émis le',
    );
  });

  it('prints « rectificatif » on its PDF, and the original’s PDF stays downloadable', async () => {
    if (popplerMissing) return;
    const pdf = await call('GET', `/api/payslips/${corrective}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: pdf.rawPayload,
      encoding: 'utf8',
    });
    expect(text.replace(/\s+/g, ' ')).toContain('rectificatif');
    expect((await call('GET', `/api/payslips/${february}/pdf`)).statusCode).toBe(200);
  });

  it('counts instead of the original in the next month’s year-to-date and the month’s payroll', async () => {
    const march = (await call('POST', '/api/payslips', body(3, 4000))).json().id;
    const view = (await call('GET', `/api/payslips/${march}`)).json().view;
    const gross = view.yearToDate.rows.find((row: { label: string }) => row.label === 'Rémunération brute');
    // January 4 000 + February as corrected 4 500 + March 4 000.
    expect(gross.amountCents).toBe(1_250_000);
    const summary = (await call('GET', '/api/payslips/month-summary?period=2026-02')).json();
    expect(summary.people.map((person: { payslipId: number }) => person.payslipId)).toEqual([corrective]);
    // The rate each person's payslip applies, which the month's finalisation names when it is 0 %.
    expect(summary.people[0].pasRatePercent).toBe(5);
    // The payroll ledger (livre de paie) lists February once, as corrected.
    const ledger = await call('GET', '/api/reports/ledger?from=2026-01&to=2026-03');
    expect(ledger.statusCode, ledger.body).toBe(200);
    const rows = ledger.json().rows as { payslipId: number; grossCents: number }[];
    expect(rows.map((row) => row.payslipId)).toEqual([january, corrective, march]);
    expect(rows[1]?.grossCents).toBe(450_000);
  });

  it('is refused for a month followed by a finalised one, a replaced payslip, a draft, and another month or status', async () => {
    const followed = await call('POST', `/api/payslips/${january}/correction`, body(1, 4100));
    expect(followed.statusCode).toBe(409);
    expect(followed.json().message).toContain('régularisez l’écart sur le prochain bulletin');

    const again = await call('POST', `/api/payslips/${february}/correction`, body(2, 4600));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('déjà été remplacé');

    const draft = (await call('POST', '/api/payslips', body(6, 4000, 'draft'))).json().id;
    const ofDraft = await call('POST', `/api/payslips/${draft}/correction`, body(6, 4100));
    expect(ofDraft.statusCode).toBe(409);
    expect(ofDraft.json().message).toContain('modifiez-le directement');

    const april = (await call('POST', '/api/payslips', body(4, 4000))).json().id;
    const asDraft = await call('POST', `/api/payslips/${april}/correction`, body(4, 4100, 'draft'));
    expect(asDraft.statusCode).toBe(400);
    const otherMonth = await call('POST', `/api/payslips/${april}/correction`, body(5, 4100));
    expect(otherMonth.statusCode).toBe(400);
    expect(otherMonth.json().message).toContain('même mois');
    // Nothing changed by the refusals.
    expect((await call('GET', `/api/payslips/${april}`)).json().status).toBe('completed');
  });

  it('answers 404 for another user’s payslip, and changes nothing', async () => {
    const response = await call('POST', `/api/payslips/${corrective}/correction`, body(2, 1), otherCookie);
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `/api/payslips/${corrective}`)).json().status).toBe('completed');
  });
});
