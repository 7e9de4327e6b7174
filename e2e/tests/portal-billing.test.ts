import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, seriousAxeViolations } from '../src/portal.ts';
import { type RunningServer, startProductionServer } from '../src/production-server.ts';

const WEBHOOK_SECRET = 'whsec_e2e_fake_provider';
const PRICES = {
  STRIPE_PRICE_ESSENTIELLE_MONTH: 'price_e2e_essentielle_month',
  STRIPE_PRICE_ESSENTIELLE_YEAR: 'price_e2e_essentielle_year',
  STRIPE_PRICE_COMPLETE_MONTH: 'price_e2e_complete_month',
  STRIPE_PRICE_COMPLETE_YEAR: 'price_e2e_complete_year',
};

/** Stripe's webhook signature: `t=…,v1=HMAC-SHA256(secret, "t.payload")`. */
function sign(payload: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${payload}`).digest('hex')}`;
}

/**
 * A payment provider on loopback: the API's Stripe calls, and a « checkout page » that, once
 * visited, marks the subscription paid, sends the signed webhooks to the app as Stripe would, and
 * sends the browser back to the success address.
 */
async function startFakeProvider(appUrl: () => string) {
  const now = Math.floor(Date.now() / 1000);
  const sessions = new Map<string, { customer: string; price: string; successUrl: string }>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  let sequence = 0;
  const subscriptionObject = (id: string, customer: string, price: string) => ({
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at: null,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          price: { id: price },
          current_period_start: now,
          current_period_end: now + 30 * 86_400,
        },
      ],
    },
  });
  const webhook = async (type: string, object: Record<string, unknown>) => {
    sequence += 1;
    const payload = JSON.stringify({
      id: `evt_e2e${sequence}`,
      object: 'event',
      type,
      created: now,
      data: { object },
    });
    const response = await fetch(`${appUrl()}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook ${type}: ${response.status} ${await response.text()}`);
  };
  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const params = Object.fromEntries(new URLSearchParams(body));
    const path = (request.url ?? '').split('?')[0] ?? '';
    const json = (value: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (path === '/v1/customers') return json({ id: 'cus_e2e', object: 'customer' });
    if (path === '/v1/checkout/sessions') {
      sequence += 1;
      const id = `cs_e2e${sequence}`;
      sessions.set(id, {
        customer: params.customer ?? '',
        price: params['line_items[0][price]'] ?? '',
        successUrl: params.success_url ?? '',
      });
      const { port } = server.address() as AddressInfo;
      return json({ id, object: 'checkout.session', url: `http://127.0.0.1:${port}/pay/${id}` });
    }
    const subscription = /^\/v1\/subscriptions\/(.+)$/.exec(path)?.[1];
    if (subscription && subscriptions.has(subscription)) return json(subscriptions.get(subscription));
    const paying = /^\/pay\/(.+)$/.exec(path)?.[1];
    const session = paying ? sessions.get(paying) : undefined;
    if (paying && session) {
      const id = `sub_${paying}`;
      subscriptions.set(id, subscriptionObject(id, session.customer, session.price));
      await webhook('checkout.session.completed', {
        id: paying,
        object: 'checkout.session',
        customer: session.customer,
        subscription: id,
      });
      await webhook('invoice.paid', {
        id: `in_${paying}`,
        object: 'invoice',
        customer: session.customer,
        amount_paid: 11_016,
        created: now,
        status_transitions: { paid_at: now },
        parent: { type: 'subscription_details', subscription_details: { subscription: id } },
        lines: { object: 'list', data: [{ period: { start: now, end: now + 365 * 86_400 } }] },
      });
      response.writeHead(302, { location: session.successUrl });
      response.end();
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: `unknown ${path}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describeInBrowser('plans and billing, at 390 px, against a fake payment provider', (session) => {
  let server: RunningServer | undefined;
  let provider: Awaited<ReturnType<typeof startFakeProvider>> | undefined;

  beforeAll(async () => {
    provider = await startFakeProvider(() => server?.baseUrl ?? '');
    // Billing reads no article and no sheet: an empty Code du travail starts the server in seconds
    // instead of the 30 to 60 s of loading and indexing it beside the shared server's tests.
    server = await startProductionServer(
      {
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: provider.url,
        ...PRICES,
      },
      { officialContent: 'empty' },
    );
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  it('carries the landing’s plan and period to the wizard, starts a trial, pays by checkout, gets an invoice', async () => {
    if (!server) throw new Error('no server');
    const base = server.baseUrl;
    const account = newAccount('abonnement');
    const context = await session.browser.newContext({
      baseURL: base,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 390, height: 844 },
      acceptDownloads: true,
    });
    const page = await context.newPage();

    // The landing's annual Essentielle button keeps the choice.
    await page.goto('/#tarifs');
    await page.getByRole('switch', { name: /Annuelle/ }).check();
    const essentielle = page.locator('#tarifs article').filter({ hasText: 'Essentielle' });
    await essentielle.getByRole('link', { name: /Choisir Essentielle/ }).click();
    await page.waitForURL('**/souscription?formule=essentielle&periode=annuelle');

    await page.getByLabel('Prénom').fill(account.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel("Nom d'utilisateur").fill(account.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmer le mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel("Nom de l'entreprise").fill('Testeur Conseil SASU');
    await page.getByLabel('Fonction').fill('Président');
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Président de SASU' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    expect(await page.getByRole('radio', { name: 'Essentielle' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Facturation annuelle/ }).isChecked()).toBe(true);
    await session.screenshot(page, 'billing-390-wizard-plan');
    await page.getByRole('checkbox', { name: /J'accepte les/ }).click();
    await page.getByRole('button', { name: 'Finaliser la souscription' }).click();

    // The trial: its days left on the dashboard.
    await page.waitForURL('**/dashboard');
    await page.getByText('Essai gratuit\u00a0: 14 jours restants').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await session.screenshot(page, 'billing-390-dashboard-trial');

    // Settings › Abonnement: the trial's limits, then the checkout.
    await page.goto('/settings?onglet=abonnement');
    await page.getByText("aucune déclaration réelle n'est transmise aux organismes sociaux").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'billing-390-settings-trial');
    await page.getByRole('radio', { name: /Annuelle/ }).check();
    await page.getByRole('button', { name: 'Choisir Essentielle' }).click();

    // Back from the provider: active, next payment, the invoice.
    await page.waitForURL('**/settings?onglet=abonnement&retour=paiement-confirme');
    await page.getByText('Paiement transmis').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(/facturation annuelle\. Prochain paiement le/).waitFor();
    const invoice = page.getByText(/^Facture F-\d{4}-\d{6}$/);
    await invoice.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await session.screenshot(page, 'billing-390-settings-active');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Télécharger la facture/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^facture-F-\d{4}-\d{6}\.pdf$/);
    await context.close();
  });
});
