import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterSubscription } from '../src/modules/newsletter/newsletter-subscription.entity.ts';
import { loadDataset } from '../src/official-data/load-official-data.ts';
import { readDataFile } from '../src/official-data/data-files.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await loadDataset(testApp.orm, await readDataFile('conventions-collectives'), { info: () => {} });
});

afterAll(async () => {
  await testApp?.close();
});

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

describe('POST /api/newsletter-subscription', () => {
  it('stores the subscription with its agreements, the consent time and IP, and a token', async () => {
    const before = Date.now();
    const response = await subscribe({
      prenom: ' Camille ',
      email: 'Camille@Example.FR',
      conventionsCollectives: ['1486', '0016', '1486'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
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

  it('updates the same address instead of adding a row, keeps its token, and answers the same', async () => {
    await subscribe({ prenom: 'Alex', email: 'alex@example.fr', conventionsCollectives: [] });
    const first = await stored('alex@example.fr');
    const again = await subscribe({
      prenom: 'Alexandre',
      email: 'ALEX@example.fr',
      conventionsCollectives: ['1486'],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true });
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
    const before = await testApp.orm.em.fork().count(NewsletterSubscription);
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await testApp.orm.em.fork().count(NewsletterSubscription)).toBe(before);
  });
});

describe('the unsubscribe link', () => {
  it('ends the subscription, twice without harm, keeps only the proof of consent, and a new subscription brings it back', async () => {
    await subscribe({ prenom: 'Dominique', email: 'dominique@example.fr', conventionsCollectives: ['1486'] });
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
    await subscribe({ prenom: 'Dominique', email: 'dominique@example.fr' });
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
