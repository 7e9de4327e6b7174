import { CONTACT_TEXTS } from '@dirigeo/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FormTokens } from '../src/lib/form-tokens.ts';
import { ContactSubmission } from '../src/modules/contact/contact-submission.entity.ts';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from './helpers/build-test-app.ts';

const PUBLIC_LIMIT = 3;
let testApp: TestApp;
/** The server's own tokens: the tests sign them with a chosen date instead of waiting 3 s. */
const tokens = new FormTokens(TEST_SESSION_SECRET);

/** A token issued `ageMs` ago. */
function tokenAged(ageMs: number): string {
  return tokens.issue(Date.now() - ageMs);
}

function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Camille Martin',
    email: 'camille@martin-conseil.fr',
    companyName: 'Martin Conseil',
    jobTitle: 'Présidente',
    employeeCount: 4,
    package: 'premium',
    clientType: 'company',
    siret: '912 345 675 00009',
    message: 'Bonjour, je souhaite un devis pour mes bulletins.\n<script>alert(1)</script>',
    submissionTime: 42_000,
    formToken: tokenAged(42_000),
    ...overrides,
  };
}

let address = 0;
/** Each test sends from its own address: the limit counts per IP. */
function nextAddress(): string {
  address += 1;
  return `10.1.0.${address}`;
}

function send(payload: unknown, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.headers,
  });
}

async function storedCount(): Promise<number> {
  return testApp.orm.em.fork().count(ContactSubmission, {});
}

beforeAll(async () => {
  testApp = await buildTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: String(PUBLIC_LIMIT) });
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await testApp.orm.em.fork().nativeDelete(ContactSubmission, {});
});

describe('GET /api/contact/token', () => {
  it('gives a token the server recognises, never cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/contact/token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    const age = tokens.ageOf(token);
    expect(age).not.toBeNull();
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(5_000);
  });
});

describe('POST /api/contact', () => {
  it('stores every field of the request with the IP, the user agent and the status new', async () => {
    const response = await send(contact(), {
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Test' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const [stored, ...others] = await testApp.orm.em.fork().find(ContactSubmission, {});
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      name: 'Camille Martin',
      email: 'camille@martin-conseil.fr',
      companyName: 'Martin Conseil',
      jobTitle: 'Présidente',
      employeeCount: 4,
      packageType: 'premium',
      clientType: 'company',
      siret: '91234567500009',
      // Kept as typed: it is only ever shown as text, never as HTML.
      message: 'Bonjour, je souhaite un devis pour mes bulletins.\n<script>alert(1)</script>',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
      status: 'new',
    });
    // The server's own measure of the time spent on the form, not the browser's claim.
    expect(stored?.submissionTime).toBeGreaterThanOrEqual(42_000);
    expect(stored?.submissionTime).toBeLessThan(60_000);
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['an empty SIRET', { siret: '' }, 'siret', CONTACT_TEXTS.siretRequired],
    ['a SIRET of 13 digits', { siret: '9123456750000' }, 'siret', CONTACT_TEXTS.siretFormat],
    ['a SIRET whose key is wrong', { siret: '91234567500019' }, 'siret', CONTACT_TEXTS.siretChecksum],
    ['an invalid e-mail', { email: 'camille' }, 'email', 'Veuillez saisir une adresse email valide.'],
    ['no company name', { companyName: ' ' }, 'companyName', 'Veuillez saisir le nom de votre entreprise'],
    [
      'a negative employee count',
      { employeeCount: -2 },
      'employeeCount',
      'Le nombre de salariés ne peut pas être négatif',
    ],
    ['an unknown package', { package: 'gold' }, 'package', 'Veuillez choisir une formule'],
    ['an unknown contact type', { clientType: 'robot' }, 'clientType', 'Veuillez choisir votre profil'],
    ['no message', { message: '' }, 'message', 'Veuillez écrire votre message'],
  ])(
    'refuses %s with a 400 and its French message, storing nothing',
    async (_case, override, path, message) => {
      const response = await send(contact(override));
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
      expect(body.message).toBe(message);
      expect(body.issues).toContainEqual({ path, message });
      expect(await storedCount()).toBe(0);
    },
  );

  it("accepts La Poste's establishments, numbered by their own rule", async () => {
    expect((await send(contact({ siret: '35600000000001' }))).statusCode).toBe(201);
    expect((await send(contact({ siret: '35600000000014' }))).json().message).toBe(
      CONTACT_TEXTS.siretChecksum,
    );
    expect(await storedCount()).toBe(1);
  });

  it.each([
    ['the website honeypot filled', () => ({ website: 'https://spam.example' })],
    ['the newsletter honeypot filled', () => ({ newsletter: 'oui' })],
    ['sent 1 s after the form loaded', () => ({ formToken: tokenAged(1_000) })],
    ['sent without a form token', () => ({ formToken: undefined })],
    ['sent with a forged token', () => ({ formToken: `v1.${Date.now() - 60_000}.${'A'.repeat(43)}` })],
    [
      'sent with a token signed by another secret',
      () => ({ formToken: new FormTokens('x'.repeat(40)).issue(Date.now() - 60_000) }),
    ],
    // A robot posting directly: the fields do not even pass, yet the answer is the same success.
    ['with invalid fields and a honeypot filled', () => ({ website: 'x', siret: 'abc', email: 'no' })],
  ])('answers a robot (%s) with the same success and stores nothing', async (_case, override) => {
    // Built now, not when the table was: a token's age is what is tested.
    const response = await send(contact(override()));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await storedCount()).toBe(0);
  });

  it('asks to reload a form left open more than a day', async () => {
    const response = await send(contact({ formToken: tokenAged(25 * 60 * 60 * 1000) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTACT_TEXTS.formExpired);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a cross-site sending', async () => {
    const response = await send(contact(), { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });

  it('limits sendings per IP with a French 429 and Retry-After, robots included', async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < PUBLIC_LIMIT; index += 1) {
      statuses.push((await send(contact(index === 0 ? { website: 'x' } : {}), { remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201]);
    const limited = await send(contact(), { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Trop de demandes envoyées depuis votre connexion\. Veuillez réessayer dans \d+ secondes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(PUBLIC_LIMIT - 1);
    // Another address is not affected.
    expect((await send(contact())).statusCode).toBe(201);
  });
});

describe('RATE_LIMIT_PUBLIC_PER_MINUTE=0', () => {
  it('turns the limit off', async () => {
    const unlimited = await buildTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '0' });
    try {
      const unlimitedTokens = new FormTokens(TEST_SESSION_SECRET);
      for (let index = 0; index < 15; index += 1) {
        const response = await unlimited.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: '10.9.9.9',
          payload: contact({ formToken: unlimitedTokens.issue(Date.now() - 10_000) }),
        });
        expect(response.statusCode).toBe(201);
      }
      expect(await unlimited.orm.em.fork().count(ContactSubmission, {})).toBe(15);
    } finally {
      await unlimited.close();
    }
  });
});
