import { activityPageSchema, monthKey } from '@dirigeo/schemas';
import { accountDeletion, dataRetention } from '@dirigeo/site-content';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityLogEntry } from '../src/modules/activity/activity-log-entry.entity.ts';
import { recordActivity } from '../src/modules/activity/record-activity.ts';
import { purgeClosedAccounts } from '../src/modules/account/purge-closed-accounts.ts';
import { Document } from '../src/modules/document/document.entity.ts';
import { Invoice } from '../src/modules/invoice/invoice.entity.ts';
import { recordInvoice } from '../src/modules/invoice/record-invoice.ts';
import { Payslip } from '../src/modules/payslip/payslip.entity.ts';
import { purgeExpiredRecords } from '../src/modules/retention/purge-expired-records.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { Company } from '../src/modules/company/company.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe.ts';
import { createPayslip, createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { multipart, samplePdf } from './helpers/sample-files.ts';
import { signIn } from './helpers/sign-in.ts';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

const PUBLIC_URL = 'https://dirigeo.example';

let testApp: TestApp;
let stripe: FakeStripe;
let smtp: TestSmtpServer;
let alice: User;
let bob: User;
let aliceCookie: string;
let bobCookie: string;

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const now = new Date();
const monthsBack = (back: number) => {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

function finalisedBody(period: { year: number; month: number }) {
  return {
    ...period,
    grossSalary: 3500,
    status: 'completed',
    paymentDate: `${monthKey(period.year, period.month)}-28`,
    calculationInputs: {
      pasRatePercent: 4.5,
      healthInsuranceMonthlyCents: 6_000,
      healthInsuranceEmployerSharePercent: 50,
      cadrePrevoyance: false,
    },
  };
}

function inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { 'user-agent': FIREFOX, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function uploadDocument(cookie: string, name: string, content: Buffer) {
  const body = await multipart({ name, category: 'other' }, { name: `${name}.pdf`, content });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

async function setPlan(user: User, plan: 'complete' | 'essentielle', providerSubscriptionId?: string) {
  const em = testApp.orm.em.fork();
  em.create(Subscription, {
    user: em.getReference(User, user.id),
    chosenPlan: plan,
    chosenInterval: 'month',
    // Billing is on in this file: a paid plan is the provider's word.
    providerCustomerId: `cus_${user.id}`,
    providerSubscriptionId: providerSubscriptionId ?? `sub_${user.id}`,
    providerStatus: 'active',
    providerPlan: plan,
    providerInterval: 'month',
    currentPeriodEnd: new Date(Date.now() + 20 * 24 * 3600 * 1000),
  });
  await em.flush();
  stripe.subscriptions.set(providerSubscriptionId ?? `sub_${user.id}`, {
    id: providerSubscriptionId ?? `sub_${user.id}`,
    customer: `cus_${user.id}`,
    status: 'active',
    price: `price_${plan}_month`,
    currentPeriodStart: Math.floor(Date.now() / 1000) - 10 * 24 * 3600,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 20 * 24 * 3600,
    cancelAt: null,
  });
}

async function activityOf(userId: number) {
  return testApp.orm.em
    .fork()
    .find(ActivityLogEntry, { userId }, { orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }] });
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  smtp = await startTestSmtpServer();
  testApp = await buildTestApp({ ...stripe.env, SMTP_URL: smtp.url, PUBLIC_URL });
  alice = await createUser(testApp.orm, { company: 'Atelier Alice SASU' });
  bob = await createUser(testApp.orm, { company: 'Bob Secret Conseil' });
  await setPlan(alice, 'complete');
  await setPlan(bob, 'essentielle');
  aliceCookie = await signIn(testApp.app, alice.username, { headers: { 'user-agent': FIREFOX } });
  bobCookie = await signIn(testApp.app, bob.username);
});

afterAll(async () => {
  await testApp?.close();
  await stripe?.close();
  await smtp?.close();
});

describe('the activity log', () => {
  it('records sign-ins, failures, sign-outs and password changes with the address and the device', async () => {
    const failed = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: alice.username.toUpperCase(), password: 'pas-le-bon-mot-de-passe' },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': FIREFOX },
    });
    expect(failed.statusCode).toBe(401);
    const other = await signIn(testApp.app, alice.username, { remoteAddress: '198.51.100.4' });
    expect((await inject('POST', '/api/logout', other)).statusCode).toBe(200);

    const events = await activityOf(alice.id);
    expect(events.slice(0, 4).map((event) => event.kind)).toEqual([
      'sign-out',
      'sign-in',
      'sign-in-failed',
      'sign-in',
    ]);
    const failure = events.find((event) => event.kind === 'sign-in-failed');
    expect(failure).toMatchObject({ ip: '203.0.113.7', userAgent: FIREFOX });
    // Bob's log has none of Alice's events.
    expect((await activityOf(bob.id)).map((event) => event.kind)).toEqual(['sign-in']);
  });

  it('is listed to a Complète account, newest first and paginated; refused (402) to Essentielle', async () => {
    const response = await inject('GET', '/api/user/activity?pageSize=2', aliceCookie);
    expect(response.statusCode, response.body).toBe(200);
    const page = activityPageSchema.parse(response.json());
    expect(page.events.map((event) => event.kind)).toEqual(['sign-out', 'sign-in']);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const second = activityPageSchema.parse(
      (await inject('GET', '/api/user/activity?pageSize=2&page=2', aliceCookie)).json(),
    );
    expect(second.events.map((event) => event.kind)).toEqual(['sign-in-failed', 'sign-in']);
    expect(second.events[0]).toMatchObject({ ip: '203.0.113.7', device: 'Firefox sur Windows' });

    const refused = await inject('GET', '/api/user/activity', bobCookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/Complète.*journal d'activité/);
    expect((await inject('GET', '/api/user/activity')).statusCode).toBe(401);
  });

  it.each([
    ['page=0', 'La page commence à 1'],
    ['page=abc', 'La page doit être un nombre entier'],
    ['pageSize=1000', '100 événements par page au plus'],
    ['pageSize=2.5', 'La taille de page doit être un nombre entier'],
  ])('answers %s with a French 400', async (query, message) => {
    const response = await inject('GET', `/api/user/activity?${query}`, aliceCookie);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('logs finalised payslips, settings changes and exports', async () => {
    const period = monthsBack(2);
    const created = await inject('POST', '/api/payslips', aliceCookie, finalisedBody(period));
    expect(created.statusCode, created.body).toBe(201);
    const settings = await inject('PUT', '/api/user/security-settings', aliceCookie, { loginAlerts: false });
    expect(settings.statusCode).toBe(200);
    const from = monthKey(period.year, period.month);
    const fec = await inject(
      'GET',
      `/api/reports/accounting?from=${from}&to=${from}&format=fec`,
      aliceCookie,
    );
    expect(fec.statusCode, fec.body).toBe(200);
    const [exported, changed, finalised] = await activityOf(alice.id);
    expect(exported).toMatchObject({ kind: 'export-downloaded' });
    expect(exported?.detail).toMatch(/^Écritures de paie \(FEC\)/);
    expect(changed).toMatchObject({ kind: 'settings-changed', detail: 'Alertes de connexion désactivées' });
    expect(finalised?.kind).toBe('payslip-finalised');
    expect(finalised?.detail).toMatch(/^Bulletin de \p{L}+ \d{4}$/u);
  });

  it('never fails the action it logs: a write that fails is reported, not thrown', async () => {
    const failures: unknown[] = [];
    const broken = {
      fork: () => ({
        insert: async () => {
          throw new Error('database down');
        },
      }),
    } as unknown as Parameters<typeof recordActivity>[0];
    await expect(
      recordActivity(broken, { userId: alice.id, kind: 'sign-in' }, (error) => failures.push(error)),
    ).resolves.toBeUndefined();
    expect(failures).toHaveLength(1);
  });

  it(`keeps each event ${dataRetention.activityLogMonths} months, then the hourly purge deletes it`, async () => {
    const em = testApp.orm.em.fork();
    const at = (iso: string) => new Date(iso);
    for (const [detail, occurredAt] of [
      ['ancien', at('2025-06-01T09:00:00.000Z')],
      ['récent', at('2026-07-01T09:00:00.000Z')],
    ] as const) {
      await em.insert(ActivityLogEntry, { userId: bob.id, kind: 'sign-in', detail, occurredAt });
    }
    const purged = await purgeExpiredRecords(testApp.orm.em.fork(), at('2026-07-01T09:00:00.000Z'));
    expect(purged.activityLogEntries).toBe(1);
    const left = (await activityOf(bob.id)).map((event) => event.detail);
    expect(left).toContain('récent');
    expect(left).not.toContain('ancien');
  });
});

describe('the export (RGPD art. 20)', () => {
  it('is a zip of JSON with every frozen payslip PDF and every document, and nothing of another user', async () => {
    const pdf = await samplePdf();
    const document = await uploadDocument(aliceCookie, 'Attestation Alice', pdf);
    await uploadDocument(bobCookie, 'Bob confidentiel', Buffer.concat([pdf, Buffer.from('bob')]));
    await inject('POST', '/api/payslips', bobCookie, finalisedBody(monthsBack(2)));

    const response = await inject('GET', '/api/user/export', aliceCookie);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="dirigeo-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    for (const name of [
      'LISEZMOI.txt',
      'compte.json',
      'societe.json',
      'salaries.json',
      'bulletins.json',
      'declarations.json',
      'documents.json',
      'factures.json',
      'journal-activite.json',
    ]) {
      expect(names).toContain(name);
    }
    const json = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;
    expect(json('compte.json')).toMatchObject({ account: { username: alice.username, email: alice.email } });
    expect(json('societe.json')).toMatchObject({ name: 'Atelier Alice SASU' });
    const payslips = json('bulletins.json') as { status: string; finalised: { pdfFile: string } | null }[];
    expect(payslips).toHaveLength(1);
    const pdfFile = payslips[0]?.finalised?.pdfFile ?? '';
    expect(strFromU8(files[pdfFile]?.slice(0, 5) ?? new Uint8Array())).toBe('%PDF-');
    const documents = json('documents.json') as { id: number; file: string }[];
    expect(documents.map((entry) => entry.id)).toEqual([document.id]);
    expect(Buffer.from(files[documents[0]?.file ?? ''] ?? new Uint8Array()).equals(pdf)).toBe(true);
    const activity = json('journal-activite.json') as { kind: string; label: string }[];
    expect(activity.map((event) => event.kind)).toContain('sign-in-failed');

    // Nothing secret, nothing of Bob's.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toMatch(/passwordHash|sessionId|"sid"|cus_|sub_/);
    expect(everything).not.toContain('Bob Secret Conseil');
    expect(everything).not.toContain('Bob confidentiel');
    expect(everything).not.toContain(bob.username);
    expect(names.filter((name) => name.startsWith('documents/'))).toHaveLength(1);

    expect((await activityOf(alice.id))[0]?.kind).toBe('data-exported');
  });

  it('is refused to a visitor', async () => {
    expect((await inject('GET', '/api/user/export')).statusCode).toBe(401);
  });
});

describe('the deletion (RGPD art. 17)', () => {
  it.each([
    [{}, 'Saisissez votre mot de passe pour confirmer'],
    [{ password: 12 }, 'Saisissez votre mot de passe pour confirmer'],
    [{ password: 'x'.repeat(500) }, 'Mot de passe incorrect'],
    [{ password: TEST_PASSWORD, code: 'y'.repeat(100) }, 'Code invalide'],
    [{ password: 'pas-le-bon' }, 'Mot de passe incorrect : votre compte n’a pas été supprimé.'],
  ])('refuses %j with a French 400 and deletes nothing', async (body, message) => {
    const response = await inject('DELETE', '/api/user', bobCookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect((await inject('GET', '/api/user', bobCookie)).statusCode).toBe(200);
  });

  it('is refused to a visitor', async () => {
    expect((await inject('DELETE', '/api/user', undefined, { password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
  });

  it('closes the account at once, erases what it may, keeps the payslips and invoices, and e-mails its owner', async () => {
    const carol = await createUser(testApp.orm, { company: 'Carol Conseil SASU' });
    await setPlan(carol, 'complete', 'sub_carol');
    const cookie = await signIn(testApp.app, carol.username);
    const otherDevice = await signIn(testApp.app, carol.username);
    const finalised = monthsBack(1);
    expect((await inject('POST', '/api/payslips', cookie, finalisedBody(finalised))).statusCode).toBe(201);
    await createPayslip(testApp.orm, carol, { ...monthsBack(0), status: 'draft' });
    const pdf = await samplePdf();
    const document = await uploadDocument(cookie, 'Statuts Carol', pdf);
    const storageKey = (await testApp.orm.em.fork().findOneOrFail(Document, document.id)).storageKey;
    await testApp.orm.em.fork().transactional((tx) =>
      recordInvoice(tx, carol.id, {
        providerInvoiceId: 'in_carol',
        amountPaidCents: 2280,
        paidAt: now,
        periodStart: now,
        periodEnd: now,
        plan: 'complete',
        interval: 'month',
      }),
    );

    const response = await inject('DELETE', '/api/user', cookie, { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);

    // Every session ended; signing in is refused, with the old username or the old e-mail's.
    expect((await inject('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect((await inject('GET', '/api/user', otherDevice)).statusCode).toBe(401);
    expect(await testApp.orm.em.fork().count(Session, { userId: carol.id })).toBe(0);
    const login = await inject('POST', '/api/login', undefined, {
      username: carol.username,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    // The subscription was cancelled at the provider, at once.
    expect(stripe.requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/v1/subscriptions/sub_carol' }),
    );
    expect(stripe.subscriptions.get('sub_carol')?.status).toBe('canceled');

    const em = testApp.orm.em.fork();
    const row = await em.findOneOrFail(User, carol.id, { populate: ['passwordHash'] });
    expect(row.closedAt).toBeInstanceOf(Date);
    expect([row.username, row.email, row.firstName, row.lastName, row.passwordHash]).toEqual([
      `compte-supprime-${carol.id}`,
      `compte-supprime-${carol.id}@invalid.invalid`,
      '',
      '',
      '!',
    ]);
    // Erased: the documents (and their bytes), the draft. Kept: the finalised payslip, the invoice.
    expect(await em.count(Document, { user: carol.id })).toBe(0);
    await expect(testApp.app.fileStorage.read(storageKey)).rejects.toThrow();
    const payslips = await em.find(Payslip, { user: carol.id });
    expect(payslips.map((payslip) => payslip.status)).toEqual(['completed']);
    expect(await em.count(Invoice, { user: carol.id })).toBe(1);
    // The confirmation, to the address the account had.
    await testApp.app.mail.deliverDue();
    const [mail] = await smtp.waitFor(carol.email);
    expect(mail?.subject).toBe('Votre compte Dirigeo est supprimé');
    expect(mail?.text).toContain(`${accountDeletion.kept[0]?.years}\u00a0ans`);
    expect(mail?.text).toContain('Code du travail, art. L3243-4');
    expect(mail && linkIn(mail, PUBLIC_URL)).toBe(`${PUBLIC_URL}/politique-de-confidentialite`);
    expect((await activityOf(carol.id))[0]?.kind).toBe('account-deleted');
    // Nobody else's data moved.
    expect((await inject('GET', '/api/user', aliceCookie)).statusCode).toBe(200);
    expect(await em.count(Document, { user: alice.id })).toBe(1);

    // The purge, on time: nothing before 5 years after the pay month's end …
    const payMonthEnd = new Date(Date.UTC(finalised.year, finalised.month, 1));
    const yearsAfter = (date: Date, years: number, extraMs = 0) => {
      const moved = new Date(date.getTime());
      moved.setUTCFullYear(moved.getUTCFullYear() + years);
      return new Date(moved.getTime() + extraMs);
    };
    const purge = (at: Date) => purgeClosedAccounts(testApp.orm.em.fork(), testApp.app.fileStorage, at);
    expect(await purge(yearsAfter(payMonthEnd, 5, -1000))).toEqual({
      payslips: 0,
      declarations: 0,
      invoices: 0,
      accounts: 0,
    });
    expect(await em.fork().count(Payslip, { user: carol.id })).toBe(1);
    // … the payslip from then, the invoice kept its 10 years …
    expect(await purge(yearsAfter(payMonthEnd, 5))).toEqual({
      payslips: 1,
      declarations: 0,
      invoices: 0,
      accounts: 0,
    });
    expect(await em.fork().count(Payslip, { user: carol.id })).toBe(0);
    expect(await em.fork().count(Invoice, { user: carol.id })).toBe(1);
    // … and then the invoice, and the account's last row with its company.
    expect(await purge(yearsAfter(now, 10, 24 * 3600 * 1000))).toEqual({
      payslips: 0,
      declarations: 0,
      invoices: 1,
      accounts: 1,
    });
    expect(await em.fork().count(User, { id: carol.id })).toBe(0);
    expect(await em.fork().count(Company, { user: carol.id })).toBe(0);
    // Alice's and Bob's accounts, open, are never touched by it.
    expect(await em.fork().count(Payslip, { user: alice.id })).toBe(1);
    expect(await em.fork().count(User, { id: { $in: [alice.id, bob.id] } })).toBe(2);
  });
});
