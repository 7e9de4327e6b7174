import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterSubscription } from '../src/modules/newsletter/newsletter-subscription.entity.ts';
import { loadDataset } from '../src/official-data/load-official-data.ts';
import { readDataFile } from '../src/official-data/data-files.ts';
import { NewsletterConfirmation } from '../src/modules/newsletter/newsletter-confirmation.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

const PUBLIC_URL = 'https://www.dirigeo.test';
let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  await loadDataset(testApp.orm, await readDataFile('conventions-collectives'), { info: () => {} });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const confirm = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/newsletter-subscription/confirm', payload: { token } });

/** The token of the `nth` confirmation e-mail that reached `email`. */
async function confirmationToken(email: string, nth = 1): Promise<string> {
  const mail = (await smtp.waitFor(email, nth))[nth - 1];
  if (!mail) throw new Error('no mail');
  expect(mail.subject).toBe('Confirmez votre inscription à la newsletter Dirigeo');
  return (
    new URL(linkIn(mail, `${PUBLIC_URL}/newsletter/confirmation?token=`)).searchParams.get('token') ?? ''
  );
}

/** Subscribes and follows the link: a confirmed subscription. */
async function subscribeAndConfirm(payload: {
  prenom: string;
  email: string;
  conventionsCollectives?: string[];
}) {
  const before = smtp.received.filter((mail) => mail.to.includes(payload.email)).length;
  expect((await subscribe(payload)).statusCode).toBe(201);
  const response = await confirm(await confirmationToken(payload.email, before + 1));
  expect(response.statusCode).toBe(200);
  return response;
}

/** Lets the next request for the same address send a new link at once (not within 5 minutes otherwise). */
async function ageConfirmations(email: string) {
  await testApp.orm.em
    .fork()
    .nativeUpdate(NewsletterConfirmation, { email }, { createdAt: new Date(Date.now() - 10 * 60_000) });
}

function subscribe(payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/newsletter-subscription',
    payload: payload as object,
    headers,
  });
}

async function stored(email: string) {
  return testApp.orm.em.fork().findOne(NewsletterSubscription, { email });
}

describe('POST /api/newsletter-subscription (double opt-in)', () => {
  it('subscribes nobody until the link sent to the address is followed, once', async () => {
    const response = await subscribe({
      prenom: 'Noé',
      email: 'noe@example.fr',
      conventionsCollectives: ['1486'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await stored('noe@example.fr')).toBeNull();
    const token = await confirmationToken('noe@example.fr');
    const mail = (await smtp.waitFor('noe@example.fr'))[0];
    expect(mail?.text).toContain('Bonjour Noé,');
    expect(mail?.text).toContain('valable 7\u00a0jours');
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, prenom: 'Noé' });
    expect(await stored('noe@example.fr')).toMatchObject({ prenom: 'Noé', conventionsCollectives: ['1486'] });
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ce lien de confirmation est invalide ou a expiré.');
  });

  it('refuses an expired link, and a malformed one with a 400', async () => {
    expect((await subscribe({ prenom: 'Eva', email: 'eva@example.fr' })).statusCode).toBe(201);
    const token = await confirmationToken('eva@example.fr');
    await testApp.orm.em
      .fork()
      .nativeUpdate(
        NewsletterConfirmation,
        { email: 'eva@example.fr' },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect((await confirm(token)).statusCode).toBe(404);
    expect(await stored('eva@example.fr')).toBeNull();
    const malformed = await confirm('court');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Lien de confirmation invalide.');
  });

  it('sends one link, not one per request, to an address asked for several times in a row', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await subscribe({ prenom: 'Léo', email: 'leo@example.fr' })).statusCode).toBe(201);
    }
    await smtp.waitFor('leo@example.fr');
    await testApp.app.mail.deliverDue();
    expect(smtp.received.filter((mail) => mail.to.includes('leo@example.fr'))).toHaveLength(1);
  });

  it('stores the confirmed subscription with its agreements, the consent time and IP, and a token', async () => {
    const before = Date.now();
    const response = await subscribe({
      prenom: ' Camille ',
      email: 'Camille@Example.FR',
      conventionsCollectives: ['1486', '0016', '1486'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect((await confirm(await confirmationToken('camille@example.fr'))).statusCode).toBe(200);
    const row = await stored('camille@example.fr');
    expect(row).toMatchObject({
      prenom: 'Camille',
      conventionsCollectives: ['1486', '0016'],
      consentIpAddress: '127.0.0.1',
      unsubscribedAt: null,
    });
    expect(row?.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('updates the same address once confirmed instead of adding a row, keeps its token, and answers the same', async () => {
    await subscribeAndConfirm({ prenom: 'Alex', email: 'alex@example.fr', conventionsCollectives: [] });
    const first = await stored('alex@example.fr');
    await ageConfirmations('alex@example.fr');
    const again = await subscribe({
      prenom: 'Alexandre',
      email: 'ALEX@example.fr',
      conventionsCollectives: ['1486'],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true });
    // Unchanged until the address confirms: nobody else rewrites a subscriber's choices.
    expect(await stored('alex@example.fr')).toMatchObject({ prenom: 'Alex', conventionsCollectives: [] });
    expect((await confirm(await confirmationToken('alex@example.fr', 2))).statusCode).toBe(200);
    const rows = await testApp.orm.em.fork().find(NewsletterSubscription, { email: 'alex@example.fr' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      prenom: 'Alexandre',
      conventionsCollectives: ['1486'],
      unsubscribeToken: first?.unsubscribeToken,
    });
  });

  it.each([
    [{ prenom: '', email: 'a@example.fr' }, 'Veuillez remplir tous les champs obligatoires.'],
    [{ prenom: '   ', email: 'a@example.fr' }, 'Veuillez remplir tous les champs obligatoires.'],
    [{ prenom: 'Léa' }, 'Veuillez remplir tous les champs obligatoires.'],
    [{ prenom: 'Léa', email: 'pas-une-adresse' }, 'Veuillez saisir une adresse email valide.'],
    [{ prenom: 'Léa', email: 'lea@example' }, 'Veuillez saisir une adresse email valide.'],
    [
      { prenom: 'Léa', email: 'lea@example.fr', conventionsCollectives: ['9999'] },
      'Convention collective inconnue : IDCC 9999.',
    ],
    [
      { prenom: 'Léa', email: 'lea@example.fr', conventionsCollectives: ['16'] },
      'Une convention collective se désigne par son IDCC à 4 chiffres.',
    ],
    [
      { prenom: 'Léa', email: 'lea@example.fr', conventionsCollectives: 'tout' },
      'La liste des conventions collectives est invalide.',
    ],
    [{ prenom: 'L'.repeat(101), email: 'lea@example.fr' }, 'Le prénom ne peut pas dépasser 100 caractères.'],
  ])('refuses %j with a French message, and stores nothing', async (payload, message) => {
    const before = await testApp.orm.em.fork().count(NewsletterConfirmation);
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await testApp.orm.em.fork().count(NewsletterConfirmation)).toBe(before);
  });
});

describe('the unsubscribe link', () => {
  it('ends the subscription, twice without harm, keeps only the proof of consent, and only a confirmed new subscription brings it back', async () => {
    await subscribeAndConfirm({
      prenom: 'Dominique',
      email: 'dominique@example.fr',
      conventionsCollectives: ['1486'],
    });
    const token = (await stored('dominique@example.fr'))?.unsubscribeToken ?? '';
    for (const prenom of ['Dominique', '']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/newsletter-subscription/unsubscribe',
        payload: { token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, prenom });
    }
    const ended = await stored('dominique@example.fr');
    expect(ended?.unsubscribedAt).toBeInstanceOf(Date);
    expect([ended?.prenom, ended?.conventionsCollectives]).toEqual(['', []]);
    expect(ended?.consentAt).toBeInstanceOf(Date);
    // Anyone may type the address again: it stays unsubscribed until its owner follows the new link.
    await ageConfirmations('dominique@example.fr');
    expect((await subscribe({ prenom: 'Dominique', email: 'dominique@example.fr' })).statusCode).toBe(201);
    expect((await stored('dominique@example.fr'))?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await confirm(await confirmationToken('dominique@example.fr', 2))).statusCode).toBe(200);
    expect((await stored('dominique@example.fr'))?.unsubscribedAt).toBeNull();
  });

  it.each([
    ['a'.repeat(32), 404, 'Ce lien de désinscription est invalide ou a expiré.'],
    ['court', 400, 'Lien de désinscription invalide.'],
    ["'; drop table newsletter_subscription; --", 400, 'Lien de désinscription invalide.'],
  ])('refuses the token %s', async (token, status, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter-subscription/unsubscribe',
      payload: { token },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});

describe('the per-IP limit of the public forms', () => {
  it('answers a French 429 with Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '1' });
    try {
      const body = { prenom: 'Sam', email: 'sam@example.fr' };
      expect(
        (await limited.app.inject({ method: 'POST', url: '/api/newsletter-subscription', payload: body }))
          .statusCode,
      ).toBe(201);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/newsletter-subscription',
        payload: body,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Trop de demandes envoyées depuis votre connexion\. Veuillez réessayer dans \d+ secondes\.$/,
      );
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
