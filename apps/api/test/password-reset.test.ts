import { PASSWORD_TOO_GUESSABLE_MESSAGE } from '@dirigeo/schemas/password-strength';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetToken } from '../src/modules/user/password-reset-token.entity.ts';
import { INVALID_RESET_LINK_MESSAGE } from '../src/modules/user/reset-password.ts';
import { SAME_PASSWORD_MESSAGE } from '../src/modules/user/assert-not-current-password.ts';
import type { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';
import { signIn } from './helpers/sign-in.ts';

const PUBLIC_URL = 'https://app.dirigeo.test';
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

const requestReset = (email: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
const confirmReset = (token: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });

/** Asks for a link for `user` and returns its token, read from the e-mail that arrived. */
async function tokenFromMail(user: User, nth = 1): Promise<string> {
  expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(200);
  const mails = await smtp.waitFor(user.email, nth);
  const mail = mails[nth - 1];
  if (!mail) throw new Error('no mail');
  const link = new URL(linkIn(mail, `${PUBLIC_URL}/auth/reinitialiser?token=`));
  return link.searchParams.get('token') ?? '';
}

describe('password reset by e-mail', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const user = await createUser(testApp.orm);
    const known = await requestReset(user.email);
    const unknown = await requestReset('personne@example.fr');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.some((mail) => mail.to.includes('personne@example.fr'))).toBe(false);
  });

  it('sends a French e-mail, text and HTML, whose link works once and ends every session', async () => {
    const user = await createUser(testApp.orm);
    const otherSession = await signIn(testApp.app, user.username);
    const token = await tokenFromMail(user);
    const mail = (await smtp.waitFor(user.email))[0];
    expect(mail?.subject).toBe('Réinitialiser votre mot de passe Dirigeo');
    expect(mail?.text).toContain('Bonjour Camille,');
    expect(mail?.text).toContain('valable 30\u00a0minutes');
    expect(mail?.html).toContain('Choisir un nouveau mot de passe');
    expect(mail?.html).toContain('Dirigeo SASU');
    // Only the token's hash is stored.
    const stored = await testApp.orm.em.fork().find(PasswordResetToken, { user: user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    const confirmed = await confirmReset(token, 'un tout nouveau secret');
    expect(confirmed.statusCode).toBe(200);
    // The session opened before is over.
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: otherSession },
    });
    expect(me.statusCode).toBe(401);
    // The old password no longer works, the new one does.
    await expect(signIn(testApp.app, user.username)).rejects.toThrow(/401/);
    await signIn(testApp.app, user.username, { password: 'un tout nouveau secret' });
    // The owner is told.
    const changed = await smtp.waitFor(user.email, 2);
    expect(changed[1]?.subject).toBe('Votre mot de passe Dirigeo a été modifié');
    // Never twice.
    const again = await confirmReset(token, 'encore un autre secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_RESET_LINK_MESSAGE);
  });

  it('refuses an expired link, and a new link replaces the previous one', async () => {
    const user = await createUser(testApp.orm);
    const first = await tokenFromMail(user);
    const second = await tokenFromMail(user, 2);
    expect((await confirmReset(first, 'un tout nouveau secret')).statusCode).toBe(400);
    await testApp.orm.em
      .fork()
      .nativeUpdate(PasswordResetToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await confirmReset(second, 'un tout nouveau secret');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID_RESET_LINK_MESSAGE);
    await signIn(testApp.app, user.username, { password: TEST_PASSWORD });
  });

  it('refuses a common password and the current one, keeping the link usable', async () => {
    const user = await createUser(testApp.orm);
    const token = await tokenFromMail(user);
    for (const [password, message] of [
      ['motdepasse123', PASSWORD_TOO_GUESSABLE_MESSAGE],
      ['azertyuiop', PASSWORD_TOO_GUESSABLE_MESSAGE],
      [TEST_PASSWORD, SAME_PASSWORD_MESSAGE],
      ['court', 'Le mot de passe doit contenir au moins 8 caractères'],
    ] as const) {
      const refused = await confirmReset(token, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().issues).toContainEqual({ path: 'password', message });
    }
    expect((await confirmReset(token, 'un tout nouveau secret')).statusCode).toBe(200);
  });

  it('answers a malformed token with a French 400', async () => {
    const response = await confirmReset('pas un jeton', 'un tout nouveau secret');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ce lien de réinitialisation est incomplet');
  });
});
