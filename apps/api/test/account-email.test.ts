import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_ELSEWHERE_MESSAGE } from '../src/modules/user/update-profile.ts';
import { INVALID_VERIFICATION_LINK_MESSAGE } from '../src/modules/user/confirm-email-verification.ts';
import { EmailVerification } from '../src/modules/user/email-verification.entity.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { sessionCookieOf, signIn } from './helpers/sign-in.ts';
import {
  linkIn,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from './helpers/smtp-server.ts';

const PUBLIC_URL = 'https://app.dirigeo.test';
const SETTINGS_LINK = `${PUBLIC_URL}/settings?onglet=notifications`;
let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie?: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
const confirmLink = (token: string) =>
  inject('POST', '/api/email-verification/confirm', undefined, { token });

/** The token of a verification link in `mail`. */
function tokenOf(mail: ReceivedMail | undefined): string {
  if (!mail) throw new Error('no mail');
  return new URL(linkIn(mail, `${PUBLIC_URL}/auth/confirmer?token=`)).searchParams.get('token') ?? '';
}

/** Every message carries the link to the Notifications tab, in text and HTML. */
function expectSettingsLink(mail: ReceivedMail | undefined) {
  expect(mail?.text).toContain(SETTINGS_LINK);
  expect(mail?.html).toContain(SETTINGS_LINK);
}

function registration(username: string, email: string) {
  return {
    username,
    password: 'un-long-mot-de-passe',
    firstName: 'Léa',
    lastName: 'Dupont',
    email,
    company: 'Dupont Conseil',
    position: 'Présidente',
    status: 'sasu',
    subscriptionType: 'free_trial',
  };
}

describe('e-mail verification at registration', () => {
  it('sends a link that verifies the address once; the account works meanwhile', async () => {
    const registered = await inject(
      'POST',
      '/api/register',
      undefined,
      registration('lea.verifie', 'Lea.Verifie@Example.fr'),
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({
      email: 'lea.verifie@example.fr',
      emailVerified: false,
      pendingEmail: null,
    });
    const cookie = sessionCookieOf(registered) ?? '';
    // Usable before the address is confirmed.
    expect((await inject('GET', '/api/payslips', cookie)).statusCode).toBe(200);

    const [mail] = await smtp.waitFor('lea.verifie@example.fr');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail Dirigeo');
    expect(mail?.text).toContain('Bonjour Léa,');
    expect(mail?.text).toContain('valable 48\u00a0heures');
    expectSettingsLink(mail);
    const token = tokenOf(mail);

    const confirmed = await confirmLink(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ outcome: 'verified', email: 'lea.verifie@example.fr' });
    expect((await inject('GET', '/api/user', cookie)).json().emailVerified).toBe(true);

    const twice = await confirmLink(token);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(INVALID_VERIFICATION_LINK_MESSAGE);
  });

  it('sends a new link on request, after which the earlier one no longer works; none once verified', async () => {
    const user = await createUser(testApp.orm, { emailVerified: false });
    const cookie = await signIn(testApp.app, user.username);
    expect((await inject('POST', '/api/user/email-verification', cookie)).statusCode).toBe(200);
    const first = tokenOf((await smtp.waitFor(user.email, 1))[0]);
    expect((await inject('POST', '/api/user/email-verification', cookie)).statusCode).toBe(200);
    const second = tokenOf((await smtp.waitFor(user.email, 2))[1]);
    expect((await confirmLink(first)).statusCode).toBe(400);
    expect((await confirmLink(second)).statusCode).toBe(200);
    const again = await inject('POST', '/api/user/email-verification', cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Votre adresse e-mail est déjà confirmée');
  });

  it('refuses an expired link and a malformed one', async () => {
    const user = await createUser(testApp.orm, { emailVerified: false });
    const cookie = await signIn(testApp.app, user.username);
    await inject('POST', '/api/user/email-verification', cookie);
    const token = tokenOf((await smtp.waitFor(user.email))[0]);
    await testApp.orm.em
      .fork()
      .nativeUpdate(EmailVerification, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await confirmLink(token)).statusCode).toBe(400);
    const malformed = await confirmLink('court');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Ce lien de vérification est incomplet');
    expect((await testApp.orm.em.fork().findOneOrFail(User, { id: user.id })).emailVerifiedAt).toBeNull();
  });

  it('answers 401 to a visitor asking for a link', async () => {
    expect((await inject('POST', '/api/user/email-verification')).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  it('needs the password, confirms the new address by a link once, tells the old one, then replaces it', async () => {
    const user = await createUser(testApp.orm);
    const oldEmail = user.email;
    const cookie = await signIn(testApp.app, user.username);
    const change = (email: string, currentPassword = TEST_PASSWORD) =>
      inject('POST', '/api/user/email-change', cookie, { email, currentPassword });

    const wrong = await change('nouvelle@example.fr', 'pas-le-bon');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'currentPassword', message: 'Le mot de passe actuel est incorrect' },
    ]);

    const asked = await change('Nouvelle.Adresse@Example.fr');
    expect(asked.statusCode).toBe(200);
    // Not replaced yet: the new address waits for its link.
    expect(asked.json()).toMatchObject({ email: oldEmail, pendingEmail: 'nouvelle.adresse@example.fr' });

    const [notice] = await smtp.waitFor(oldEmail);
    expect(notice?.subject).toBe('Changement d’adresse e-mail demandé sur votre compte Dirigeo');
    expect(notice?.text).toContain('nouvelle.adresse@example.fr');
    expectSettingsLink(notice);
    const [confirmation] = await smtp.waitFor('nouvelle.adresse@example.fr');
    expect(confirmation?.subject).toBe('Confirmez votre nouvelle adresse e-mail Dirigeo');
    const token = tokenOf(confirmation);

    const confirmed = await confirmLink(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ outcome: 'changed', email: 'nouvelle.adresse@example.fr' });
    expect((await inject('GET', '/api/user', cookie)).json()).toMatchObject({
      email: 'nouvelle.adresse@example.fr',
      emailVerified: true,
      pendingEmail: null,
    });
    const told = await smtp.waitFor(oldEmail, 2);
    expect(told[1]?.subject).toBe('Votre adresse e-mail Dirigeo a été modifiée');
    expect((await confirmLink(token)).statusCode).toBe(400);
    // The password reset now goes to the new address.
    await inject('POST', '/api/password-reset', undefined, { email: 'NOUVELLE.adresse@example.fr' });
    expect((await smtp.waitFor('nouvelle.adresse@example.fr', 2))[1]?.subject).toBe(
      'Réinitialiser votre mot de passe Dirigeo',
    );
  });

  it('refuses an address another account has, whatever its case, and its own', async () => {
    const other = await createUser(testApp.orm);
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const taken = await inject('POST', '/api/user/email-change', cookie, {
      email: other.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Cette adresse e-mail est déjà utilisée');
    const same = await inject('POST', '/api/user/email-change', cookie, {
      email: user.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('C’est déjà l’adresse de votre compte');
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    await inject('POST', '/api/user/email-change', cookie, {
      email: 'disputee@example.fr',
      currentPassword: TEST_PASSWORD,
    });
    const token = tokenOf((await smtp.waitFor('disputee@example.fr'))[0]);
    const registered = await inject(
      'POST',
      '/api/register',
      undefined,
      registration('plus.rapide', 'Disputee@example.fr'),
    );
    expect(registered.statusCode).toBe(201);
    const refused = await confirmLink(token);
    expect(refused.statusCode).toBe(409);
    expect((await testApp.orm.em.fork().findOneOrFail(User, { id: user.id })).email).toBe(user.email);
  });

  it('no longer changes the address at once through the profile', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const response = await inject('PATCH', `/api/user/${user.id}`, cookie, {
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'directe@example.fr',
      company: 'Entreprise SASU',
      position: 'Présidente',
      status: 'sasu',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'email', message: EMAIL_CHANGE_ELSEWHERE_MESSAGE }]);
    expect((await testApp.orm.em.fork().findOneOrFail(User, { id: user.id })).email).toBe(user.email);
  });
});

describe('the account’s name', () => {
  it('is changed from the Compte tab, with French messages for empty fields', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const renamed = await inject('PATCH', '/api/user/account', cookie, {
      firstName: ' Dominique ',
      lastName: 'Durand',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Dominique', lastName: 'Durand', email: user.email });
    const empty = await inject('PATCH', '/api/user/account', cookie, { firstName: '', lastName: 'Durand' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Le prénom est requis');
    expect(
      (await inject('PATCH', '/api/user/account', undefined, { firstName: 'A', lastName: 'B' })).statusCode,
    ).toBe(401);
  });
});

describe('the notification settings', () => {
  it('are all on by default, stored per user, and for the signed-in user only', async () => {
    const user = await createUser(testApp.orm);
    const other = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    expect((await inject('GET', '/api/user/notification-settings', cookie)).json()).toEqual({
      emailNotifications: true,
      monthlyReminder: true,
      productUpdates: true,
    });
    const saved = await inject('PUT', '/api/user/notification-settings', cookie, {
      emailNotifications: true,
      monthlyReminder: false,
      productUpdates: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await inject('GET', '/api/user/notification-settings', cookie)).json()).toEqual({
      emailNotifications: true,
      monthlyReminder: false,
      productUpdates: false,
    });
    const otherCookie = await signIn(testApp.app, other.username);
    expect((await inject('GET', '/api/user/notification-settings', otherCookie)).json().monthlyReminder).toBe(
      true,
    );
    const bad = await inject('PUT', '/api/user/notification-settings', cookie, { emailNotifications: 'oui' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/notifications par e-mail/);
    expect((await inject('GET', '/api/user/notification-settings')).statusCode).toBe(401);
  });
});
