import { provider } from '@dirigeo/site-content';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invoice } from '../src/modules/invoice/invoice.entity.ts';
import { recordInvoice } from '../src/modules/invoice/record-invoice.ts';
import { Subscription } from '../src/modules/subscription/subscription.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { FAKE_PRICES, type FakeStripe, startFakeStripe, subscriptionObject } from './helpers/fake-stripe.ts';
import { sessionCookieOf, signIn } from './helpers/sign-in.ts';
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

let fake: FakeStripe;
let smtp: TestSmtpServer;
let billed: TestApp;
let unbilled: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  smtp = await startTestSmtpServer();
  billed = await buildTestApp({ ...fake.env, SMTP_URL: smtp.url, PUBLIC_URL: 'https://dirigeo.example' });
  unbilled = await buildTestApp();
});

afterAll(async () => {
  await billed?.close();
  await unbilled?.close();
  await fake?.close();
  await smtp?.close();
});

let registrations = 0;
async function register(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ cookie: string; id: number }> {
  registrations += 1;
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username: `abonnee${registrations}`,
      password: 'un-long-mot-de-passe',
      firstName: 'Léa',
      lastName: 'Dupont',
      email: `abonnee${registrations}@example.fr`,
      company: 'Dupont Conseil SASU',
      position: 'Présidente',
      status: 'sasu',
      siret: '73282932000074',
      subscriptionType: 'monthly',
      plan: 'essentielle',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('no session');
  // The employer's details a finalised payslip needs.
  const profile = await app.app.inject({
    method: 'PATCH',
    url: `/api/user/${response.json().id}`,
    headers: { cookie },
    payload: {
      firstName: 'Léa',
      lastName: 'Dupont',
      email: `abonnee${registrations}@example.fr`,
      company: 'Dupont Conseil SASU',
      position: 'Présidente',
      status: 'sasu',
      siret: '73282932000074',
      companyAddress: '3 rue des Lilas, 75011 Paris',
      nafCode: '70.22Z',
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return { cookie, id: response.json().id };
}

function finalisedBody(month: number, status: 'completed' | 'draft' = 'completed') {
  // The server computes the payslip from these inputs (a calculation a client sends is ignored).
  return {
    month,
    year: 2026,
    grossSalary: 4000,
    status,
    paymentDate: `2026-${String(month).padStart(2, '0')}-28`,
    calculationInputs: {
      pasRatePercent: 0,
      healthInsuranceMonthlyCents: 0,
      healthInsuranceEmployerSharePercent: 0,
      cadrePrevoyance: false,
    },
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

function get(app: TestApp, url: string, cookie: string) {
  return app.app.inject({ method: 'GET', url, headers: { cookie } });
}
function post(app: TestApp, url: string, cookie: string, payload?: object) {
  return app.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
function webhook(app: TestApp, event: { payload: string; signature: string }) {
  return app.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

/** A subscription the fake holds (the test set it). */
function held(id: string) {
  const subscription = fake.subscriptions.get(id);
  if (!subscription) throw new Error(`the fake holds no ${id}`);
  return subscription;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 24 * 60 * 60;

describe('a new account, with billing on', () => {
  let account: { cookie: string; id: number };
  let customer: string;
  const periodStart = seconds(new Date());
  const periodEnd = periodStart + 30 * DAY;

  beforeAll(async () => {
    account = await register(billed, { plan: 'complete', subscriptionType: 'yearly' });
  });

  it('is on a 14-day trial of Essentielle in demo mode, its chosen plan kept as a wish', async () => {
    const response = await get(billed, '/api/subscription', account.cookie);
    expect(response.statusCode).toBe(200);
    const subscription = response.json();
    expect(subscription).toMatchObject({
      plan: 'essentielle',
      status: 'trialing',
      demo: true,
      chosenPlan: 'complete',
      billingEnabled: true,
      interval: null,
      currentPeriodEnd: null,
    });
    const days = (Date.parse(subscription.trialEndsAt) - Date.now()) / (DAY * 1000);
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const user = await get(billed, '/api/user', account.cookie);
    expect(user.json().subscriptionType).toBe('yearly');
  });

  it('cannot finalise a payslip (402 naming the plan), and its drafts print « Bulletin de test »', async () => {
    const refused = await post(billed, '/api/payslips', account.cookie, finalisedBody(1));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      'Essai gratuit en mode démonstration\u00a0: fonctionnalité indisponible (le bulletin de paie définitif). Souscrivez à la formule Essentielle pour en bénéficier.',
    );
    const draft = await post(billed, '/api/payslips', account.cookie, finalisedBody(1, 'draft'));
    expect(draft.statusCode).toBe(201);
    const pdf = await get(billed, `/api/payslips/${draft.json().id}/pdf`, account.cookie);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('BULLETIN DE TEST');
    expect(text).not.toContain('BROUILLON');
  });

  it('refuses a checkout of Freemium or of an unknown period, in French', async () => {
    const response = await post(billed, '/api/subscription/checkout', account.cookie, {
      plan: 'freemium',
      interval: 'week',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Choisissez/);
  });

  it('gets a payment page for Essentielle monthly: a customer, card or SEPA, euros, in French', async () => {
    const response = await post(billed, '/api/subscription/checkout', account.cookie, {
      plan: 'essentielle',
      interval: 'month',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake/);
    const created = fake.requests.find((request) => request.path === '/v1/customers');
    expect(created?.params.email).toBe(`abonnee${registrations}@example.fr`);
    const session = fake.requests.findLast((request) => request.path === '/v1/checkout/sessions');
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      locale: 'fr',
      'line_items[0][price]': FAKE_PRICES.STRIPE_PRICE_ESSENTIELLE_MONTH,
      'line_items[0][quantity]': '1',
      client_reference_id: String(account.id),
    });
    expect(session?.params.success_url).toBe(
      'https://dirigeo.example/settings?onglet=abonnement&retour=paiement-confirme',
    );
    expect(session?.params.cancel_url).toBe(
      'https://dirigeo.example/settings?onglet=abonnement&retour=paiement-annule',
    );
    customer = session?.params.customer ?? '';
    expect(customer).toMatch(/^cus_fake/);
    // Nothing is granted before the payment is confirmed.
    expect((await get(billed, '/api/subscription', account.cookie)).json().status).toBe('trialing');
  });

  it('refuses a webhook whose signature is wrong or missing, and changes nothing', async () => {
    const event = fake.signedEvent('customer.subscription.updated', { id: 'sub_forged' });
    const forged = await webhook(billed, {
      payload: event.payload.replace('sub_forged', 'sub_other'),
      signature: event.signature,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Signature du webhook invalide');
    const unsigned = await billed.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('is active once the provider says it is paid, with an invoice French law accepts', async () => {
    fake.subscriptions.set('sub_fake1', {
      id: 'sub_fake1',
      customer,
      status: 'active',
      price: FAKE_PRICES.STRIPE_PRICE_ESSENTIELLE_MONTH,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAt: null,
    });
    const completed = await webhook(
      billed,
      fake.signedEvent('checkout.session.completed', {
        id: 'cs_fake1',
        object: 'checkout.session',
        customer,
        subscription: 'sub_fake1',
      }),
    );
    expect(completed.json()).toEqual({ received: true, outcome: 'applied' });

    const paid = fake.signedEvent(
      'invoice.paid',
      {
        id: 'in_fake1',
        object: 'invoice',
        customer,
        amount_paid: 1080,
        created: periodStart,
        status_transitions: { paid_at: periodStart },
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fake1' } },
        lines: { object: 'list', data: [{ period: { start: periodStart, end: periodEnd } }] },
      },
      'evt_paid_once',
    );
    expect((await webhook(billed, paid)).json().outcome).toBe('applied');

    const subscription = (await get(billed, '/api/subscription', account.cookie)).json();
    expect(subscription).toMatchObject({
      plan: 'essentielle',
      interval: 'month',
      status: 'active',
      demo: false,
      trialEndsAt: null,
      cancelAt: null,
      hasPaymentAccount: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });

    const invoices = (await get(billed, '/api/invoices', account.cookie)).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      number: `F-${new Date(periodStart * 1000).getUTCFullYear()}-000001`,
      amountExclTaxCents: 900,
      vatCents: 180,
      amountInclTaxCents: 1080,
      description: 'Abonnement Dirigeo, formule Essentielle (facturation mensuelle)',
    });
    const pdf = await get(billed, `/api/invoices/${invoices[0].id}/pdf`, account.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      `Facture n° ${invoices[0].number}`,
      provider.legalName,
      'SIREN 912 345 675',
      provider.vatNumber,
      'Dupont Conseil SASU',
      'SIRET 732 829 320 00074',
      '3 rue des Lilas, 75011 Paris',
      'Total HT 9,00 €',
      'TVA (20 %) 1,80 €',
      'Total TTC 10,80 €',
      'Facture acquittée le',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
    ]) {
      expect(text).toContain(expected);
    }
    // Someone else's invoice is not found.
    const other = await register(billed);
    expect((await get(billed, `/api/invoices/${invoices[0].id}/pdf`, other.cookie)).statusCode).toBe(404);

    // The account's first e-mail is its address's confirmation; the invoice's comes after it.
    const invoiceMail = (await smtp.waitFor(`abonnee1@example.fr`, 2)).find((mail) =>
      mail.subject.startsWith('Votre facture'),
    );
    expect(invoiceMail?.subject).toBe(`Votre facture Dirigeo ${invoices[0].number}`);
    expect(invoiceMail?.text).toContain('Merci pour votre paiement de 10,80\u00a0€ TTC');
    expect(invoiceMail?.text).toContain('https://dirigeo.example/settings?onglet=abonnement');

    const documents = (await get(billed, '/api/documents', account.cookie)).json();
    expect(documents.map((document: { name: string }) => document.name)).toContain(
      `Facture ${invoices[0].number}`,
    );
  });

  it('ignores a replayed event, and never invoices one payment twice', async () => {
    const replay = fake.signedEvent(
      'invoice.paid',
      {
        id: 'in_fake1',
        object: 'invoice',
        customer,
        amount_paid: 1080,
        created: periodStart,
        status_transitions: { paid_at: periodStart },
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fake1' } },
        lines: { object: 'list', data: [{ period: { start: periodStart, end: periodEnd } }] },
      },
      'evt_paid_once',
    );
    expect((await webhook(billed, replay)).json().outcome).toBe('duplicate');
    const again = fake.signedEvent('invoice.paid', JSON.parse(replay.payload).data.object);
    expect((await webhook(billed, again)).json().outcome).toBe('applied');
    expect((await get(billed, '/api/invoices', account.cookie)).json()).toHaveLength(1);
  });

  it('takes the provider’s current state whatever order events arrive in', async () => {
    // A stale « past_due » event delivered late: the subscription read back is active.
    const stale = fake.signedEvent('customer.subscription.updated', {
      ...subscriptionObject({ ...held('sub_fake1'), status: 'past_due' }),
    });
    expect((await webhook(billed, stale)).json().outcome).toBe('applied');
    expect((await get(billed, '/api/subscription', account.cookie)).json().status).toBe('active');
  });

  it('acknowledges and ignores an event about a customer it does not know', async () => {
    fake.subscriptions.set('sub_stranger', {
      id: 'sub_stranger',
      customer: 'cus_stranger',
      status: 'active',
      price: FAKE_PRICES.STRIPE_PRICE_COMPLETE_YEAR,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAt: null,
    });
    const response = await webhook(
      billed,
      fake.signedEvent('customer.subscription.created', subscriptionObject(held('sub_stranger'))),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('unknown-customer');
    expect(await billed.orm.em.fork().count(Subscription, { providerSubscriptionId: 'sub_stranger' })).toBe(
      0,
    );
  });

  it('changes plan in place for a subscriber, prorated by the provider, granted only by its webhook', async () => {
    const same = await post(billed, '/api/subscription/checkout', account.cookie, {
      plan: 'essentielle',
      interval: 'month',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Vous avez déjà cette formule et cette périodicité.');
    const change = await post(billed, '/api/subscription/checkout', account.cookie, {
      plan: 'complete',
      interval: 'month',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().url).toMatch(/\/settings\?onglet=abonnement&retour=paiement-confirme$/);
    const update = fake.requests.findLast(
      (request) => request.path === '/v1/subscriptions/sub_fake1' && request.method === 'POST',
    );
    expect(update?.params).toMatchObject({
      'items[0][price]': FAKE_PRICES.STRIPE_PRICE_COMPLETE_MONTH,
      proration_behavior: 'create_prorations',
    });
    // Still Essentielle until the provider confirms.
    expect((await get(billed, '/api/subscription', account.cookie)).json().plan).toBe('essentielle');
    await webhook(
      billed,
      fake.signedEvent('customer.subscription.updated', subscriptionObject(held('sub_fake1'))),
    );
    expect((await get(billed, '/api/subscription', account.cookie)).json()).toMatchObject({
      plan: 'complete',
      status: 'active',
    });
    // Back to Essentielle for the rest of the story.
    held('sub_fake1').price = FAKE_PRICES.STRIPE_PRICE_ESSENTIELLE_MONTH;
    await webhook(
      billed,
      fake.signedEvent('customer.subscription.updated', subscriptionObject(held('sub_fake1'))),
    );
    expect((await get(billed, '/api/subscription', account.cookie)).json().plan).toBe('essentielle');
  });

  it('finalises payslips now, as Essentielle includes', async () => {
    const response = await post(billed, '/api/payslips', account.cookie, finalisedBody(2));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('keeps the plan for the grace period when a payment fails, and says so by e-mail', async () => {
    held('sub_fake1').status = 'past_due';
    await webhook(
      billed,
      fake.signedEvent('invoice.payment_failed', {
        id: 'in_fake_failed',
        object: 'invoice',
        customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_fake1' } },
      }),
    );
    const subscription = (await get(billed, '/api/subscription', account.cookie)).json();
    expect(subscription).toMatchObject({ status: 'past_due', plan: 'essentielle' });
    const graceDays = (Date.parse(subscription.graceEndsAt) - Date.now()) / (DAY * 1000);
    expect(graceDays).toBeGreaterThan(13.9);
    const failedMail = (await smtp.waitFor('abonnee1@example.fr', 3)).find((mail) =>
      mail.subject.startsWith('Le paiement'),
    );
    expect(failedMail?.subject).toBe('Le paiement de votre abonnement Dirigeo a échoué');
    held('sub_fake1').status = 'active';
    await webhook(
      billed,
      fake.signedEvent('customer.subscription.updated', subscriptionObject(held('sub_fake1'))),
    );
    expect((await get(billed, '/api/subscription', account.cookie)).json().status).toBe('active');
  });

  it('cancels at the period’s end (notice kept), can resume, then ends on Freemium with read access', async () => {
    const cancel = await post(billed, '/api/subscription/cancel', account.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 30 days ahead: the 15 days' notice fits, the end of the current period.
    expect(cancel.json().cancelAt).toBe(new Date(periodEnd * 1000).toISOString());
    const sent = fake.requests.findLast(
      (request) => request.path === '/v1/subscriptions/sub_fake1' && request.method === 'POST',
    );
    expect(sent?.params.cancel_at).toBe(String(periodEnd));
    await webhook(
      billed,
      fake.signedEvent('customer.subscription.updated', subscriptionObject(held('sub_fake1'))),
    );
    expect((await get(billed, '/api/subscription', account.cookie)).json()).toMatchObject({
      status: 'canceled',
      plan: 'essentielle',
      cancelAt: new Date(periodEnd * 1000).toISOString(),
    });

    const canceledMail = (await smtp.waitFor('abonnee1@example.fr', 4)).find((mail) =>
      mail.subject.startsWith('Résiliation'),
    );
    expect(canceledMail?.subject).toBe('Résiliation de votre abonnement Dirigeo');
    expect(canceledMail?.text).toContain('Elle reste active jusqu’au');

    expect((await post(billed, '/api/subscription/resume', account.cookie)).statusCode).toBe(204);
    expect(fake.subscriptions.get('sub_fake1')?.cancelAt).toBeNull();
    await webhook(
      billed,
      fake.signedEvent('customer.subscription.updated', subscriptionObject(held('sub_fake1'))),
    );
    expect((await get(billed, '/api/subscription', account.cookie)).json().status).toBe('active');

    const subscription = held('sub_fake1');
    subscription.status = 'canceled';
    await webhook(
      billed,
      fake.signedEvent('customer.subscription.deleted', subscriptionObject(subscription)),
    );
    expect((await get(billed, '/api/subscription', account.cookie)).json()).toMatchObject({
      status: 'freemium',
      plan: 'freemium',
    });
    const refused = await post(billed, '/api/payslips', account.cookie, finalisedBody(3));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      'Fonctionnalité réservée à la formule Essentielle ou Complète (le bulletin de paie définitif). Changez de formule pour en bénéficier.',
    );
    // Everything made stays readable.
    const list = (await get(billed, '/api/payslips', account.cookie)).json();
    const finalised = list.find((payslip: { status: string }) => payslip.status === 'completed');
    expect((await get(billed, `/api/payslips/${finalised.id}/pdf`, account.cookie)).statusCode).toBe(200);
    expect((await get(billed, '/api/invoices', account.cookie)).json()).toHaveLength(1);
  });

  it('opens the customer portal for the payment method', async () => {
    const response = await post(billed, '/api/subscription/portal', account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe('https://billing.stripe.test/p/session');
  });
});

describe('the gate on finalising a payslip, for each state', () => {
  const future = () => new Date(Date.now() + 10 * DAY * 1000);
  const past = () => new Date(Date.now() - 1000);
  const states: [string, Partial<Subscription>, number][] = [
    ['trialing', { trialEndsAt: future() }, 402],
    ['trial over (Freemium)', { trialEndsAt: past() }, 402],
    ['active Essentielle', { providerStatus: 'active', providerPlan: 'essentielle' }, 201],
    ['active Complète', { providerStatus: 'active', providerPlan: 'complete' }, 201],
    [
      'canceled, before its end',
      { providerStatus: 'active', providerPlan: 'essentielle', cancelAt: future() },
      201,
    ],
    ['canceled, ended', { providerStatus: 'active', providerPlan: 'essentielle', cancelAt: past() }, 402],
    [
      'past due, in its grace period',
      { providerStatus: 'past_due', providerPlan: 'essentielle', pastDueSince: new Date() },
      201,
    ],
    [
      'past due, grace over',
      {
        providerStatus: 'past_due',
        providerPlan: 'essentielle',
        pastDueSince: new Date(Date.now() - 15 * DAY * 1000),
      },
      402,
    ],
    ['given Complète (demo account)', { complimentaryPlan: 'complete' }, 201],
  ];

  it.each(states)('%s', async (_label, state, expected) => {
    const user = await createUser(billed.orm);
    const em = billed.orm.em.fork();
    em.create(Subscription, {
      user: user.id,
      chosenPlan: 'essentielle',
      trialEndsAt: state.trialEndsAt ?? past(),
      ...(state.providerStatus
        ? { providerInterval: 'month', currentPeriodEnd: future(), providerCustomerId: `cus_${user.id}` }
        : {}),
      ...state,
    });
    await em.flush();
    const cookie = await signIn(billed.app, user.username);
    const response = await post(billed, '/api/payslips', cookie, finalisedBody(4));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 402) expect(response.json().message).toMatch(/formule Essentielle/);
  });
});

describe('with billing off (no STRIPE_SECRET_KEY)', () => {
  it('puts each account on the plan it chose, says so, and takes no payment', async () => {
    const chose = await register(unbilled, { plan: 'essentielle' });
    expect((await get(unbilled, '/api/subscription', chose.cookie)).json()).toMatchObject({
      plan: 'essentielle',
      status: 'complimentary',
      billingEnabled: false,
      hasPaymentAccount: false,
      currentPeriodEnd: null,
    });
    expect((await post(unbilled, '/api/payslips', chose.cookie, finalisedBody(5))).statusCode).toBe(201);
    const checkout = await post(unbilled, '/api/subscription/checkout', chose.cookie, {
      plan: 'complete',
      interval: 'year',
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toMatch(/facturation en ligne n'est pas activée/);
    const event = fake.signedEvent('invoice.paid', { id: 'in_x' });
    expect((await webhook(unbilled, event)).statusCode).toBe(404);

    const freemium = await register(unbilled, { plan: 'freemium' });
    expect((await post(unbilled, '/api/payslips', freemium.cookie, finalisedBody(5))).statusCode).toBe(402);
  });
});

describe('the trial’s reminder (a daily job)', () => {
  it('e-mails a trial ending within 3 days, once, and neither a later one nor a paying account', async () => {
    const soon = await createUser(billed.orm);
    const later = await createUser(billed.orm);
    const paying = await createUser(billed.orm);
    const em = billed.orm.em.fork();
    const inDays = (days: number) => new Date(Date.now() + days * DAY * 1000);
    em.create(Subscription, { user: soon.id, chosenPlan: 'complete', trialEndsAt: inDays(2.5) });
    em.create(Subscription, { user: later.id, chosenPlan: 'essentielle', trialEndsAt: inDays(5) });
    em.create(Subscription, {
      user: paying.id,
      chosenPlan: 'essentielle',
      trialEndsAt: inDays(2),
      providerStatus: 'active',
      providerPlan: 'essentielle',
      providerInterval: 'month',
      currentPeriodEnd: inDays(30),
    });
    await em.flush();
    const job = billed.app.jobs.jobs.find((candidate) => candidate.name === 'trial-ending-reminder');
    if (!job) throw new Error('no trial-ending-reminder job');
    expect(await job.run({ log: billed.app.log, attempt: 0 })).toBe(1);
    const [mail] = await smtp.waitFor(soon.email);
    expect(mail?.subject).toMatch(/^Votre essai gratuit Dirigeo se termine le \d{1,2} \S+ \d{4}$/);
    expect(mail?.text).toContain(
      'souscrivez à la formule Complète (19,00\u00a0€ HT par mois, ou 193,80\u00a0€ HT par an)',
    );
    expect(await job.run({ log: billed.app.log, attempt: 0 })).toBe(0);
    expect(smtp.received.filter((received) => received.to.includes(soon.email))).toHaveLength(1);
    expect(
      smtp.received.some(
        (received) => received.to.includes(later.email) || received.to.includes(paying.email),
      ),
    ).toBe(false);
  });
});

describe('invoice numbers', () => {
  it('follow one unbroken sequence, even taken at once', async () => {
    const user = await createUser(billed.orm);
    const before = await billed.orm.em.fork().count(Invoice, {});
    const now = new Date();
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        billed.orm.em.fork().transactional((tx) =>
          recordInvoice(tx, user.id, {
            providerInvoiceId: `in_burst${index}`,
            amountPaidCents: 2280,
            paidAt: now,
            periodStart: now,
            periodEnd: now,
            plan: 'complete',
            interval: 'month',
          }),
        ),
      ),
    );
    const invoices = await billed.orm.em.fork().find(Invoice, {}, { orderBy: { sequence: 'asc' } });
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(
      Array.from({ length: before + 5 }, (_, index) => index + 1),
    );
    const last = invoices.at(-1);
    expect([last?.amountExclTaxCents, last?.vatCents]).toEqual([1900, 380]);
  });
});
