import { randomBytes, randomInt } from 'node:crypto';
import { TWO_FACTOR_CODE_MESSAGE, TOTP_CODE_MESSAGE } from '@dirigeo/schemas';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../src/lib/crypto/secret-box.ts';
import { CODE_REQUIRED_FOR_DELETION_MESSAGE } from '../src/modules/account/delete-account.ts';
import { ActivityLogEntry } from '../src/modules/activity/activity-log-entry.entity.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import { SIGN_IN_EXPIRED_MESSAGE } from '../src/modules/user/complete-two-factor-sign-in.ts';
import {
  TWO_FACTOR_ALREADY_OFF_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../src/modules/user/disable-two-factor.ts';
import { PasswordResetToken } from '../src/modules/user/password-reset-token.entity.ts';
import { RecoveryCode } from '../src/modules/user/recovery-code.entity.ts';
import { passwordResetTokenHash } from '../src/modules/user/request-password-reset.ts';
import { resealTwoFactorSecrets } from '../src/modules/user/reseal-two-factor-secrets.ts';
import { WRONG_SECOND_FACTOR_MESSAGE } from '../src/modules/user/second-factor-errors.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { sessionCookieOf, signIn } from './helpers/sign-in.ts';
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for `secret`, `offset` steps from now (RFC 6238). */
function codeAt(secret: string, offset: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * PERIOD_MS });
}

/**
 * Waits, if needed, for a fresh time step, so that the codes of steps −1, 0 and +1 a test computes
 * stay within the server's window until the test ends (each is accepted once: a test uses each once).
 */
async function freshStep(): Promise<void> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 12_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A fresh IPv4 address, so that no per-IP counter of another test is shared. */
const anyAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await buildTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const inject = (
  method: 'GET' | 'POST',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
  remoteAddress?: string,
) =>
  testApp.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** Turns two-factor sign-in on for `user` (code of step −1); answers its secret and recovery codes. */
async function enable(user: User, cookie?: string) {
  const session = cookie ?? (await signIn(testApp.app, user.username));
  const setup = await inject('POST', '/api/user/two-factor/setup', session);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await inject('POST', '/api/user/two-factor/enable', session, { code: codeAt(secret, -1) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes, cookie: sessionCookieOf(enabled) ?? session };
}

/** POST /api/login: answers the response and the (pending) session cookie. */
async function passwordStep(username: string, password = TEST_PASSWORD, remoteAddress?: string) {
  const response = await inject('POST', '/api/login', undefined, { username, password }, remoteAddress);
  return { response, cookie: sessionCookieOf(response) };
}

describe('setting two-factor sign-in up', () => {
  it('shows a QR code and the secret, confirms a first code, then gives 10 recovery codes once', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const elsewhere = await signIn(testApp.app, user.username);
    const cookie = await signIn(testApp.app, user.username);
    const before = await inject('GET', '/api/user/two-factor', cookie);
    expect(before.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await inject('POST', '/api/user/two-factor/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Dirigeo');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCodeDataUrl.split(',')[1], 'base64').toString('utf8')).toContain('<svg');
    // Stored sealed, never in clear.
    const stored = await testApp.orm.em
      .fork()
      .findOneOrFail(User, { id: user.id }, { populate: ['twoFactorPendingSecret'] });
    expect(stored.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(stored.twoFactorPendingSecret).not.toContain(secret);
    expect(stored.twoFactorEnabledAt).toBeNull();

    // A wrong code, or letters: refused under the field, in French.
    const wrong = await inject('POST', '/api/user/two-factor/enable', cookie, {
      code: codeAt(secret, 0) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('code');
    const letters = await inject('POST', '/api/user/two-factor/enable', cookie, { code: 'abcdef' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe(TOTP_CODE_MESSAGE);

    const enabled = await inject('POST', '/api/user/two-factor/enable', cookie, {
      code: codeAt(secret, 0).replace(/^(\d{3})/, '$1 '),
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    // Only their hashes are kept.
    const hashes = await testApp.orm.em.fork().find(RecoveryCode, { user: user.id });
    expect(hashes).toHaveLength(10);
    for (const row of hashes) expect(row.codeHash).toMatch(/^\$argon2id\$/);

    // The session goes on under a new id; the other one is over.
    const current = sessionCookieOf(enabled);
    expect(current).toBeDefined();
    expect(current).not.toBe(cookie);
    expect((await inject('GET', '/api/user', elsewhere)).statusCode).toBe(401);
    const me = await inject('GET', '/api/user', current);
    expect(me.json().twoFactorEnabled).toBe(true);
    const status = (await inject('GET', '/api/user/two-factor', current)).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await inject('POST', '/api/user/two-factor/setup', current)).statusCode).toBe(409);
    const mails = await smtp.waitFor(user.email);
    expect(mails[0]?.subject).toBe('Authentification à deux facteurs activée sur votre compte Dirigeo');
  });

  it('refuses to confirm without a set-up started, and answers a visitor 401', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const response = await inject('POST', '/api/user/two-factor/enable', cookie, { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Aucune configuration en cours/);
    expect((await inject('POST', '/api/user/two-factor/setup', undefined)).statusCode).toBe(401);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks the code without opening the session, then signs in under a new session id', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { secret } = await enable(user);
    const { response, cookie } = await passwordStep(user.username);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true });
    // Nothing opens yet, and the site's header is not told it is signed in.
    expect(response.cookies.find((c) => c.name === 'dirigeo_signed_in')?.value ?? '').toBe('');
    expect((await inject('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect((await inject('GET', '/api/session', cookie)).json()).toEqual({ user: null });
    expect((await inject('GET', '/api/user/two-factor', cookie)).statusCode).toBe(401);

    const done = await inject('POST', '/api/login/2fa', cookie, { code: codeAt(secret, 0) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const signedIn = sessionCookieOf(done);
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(cookie);
    expect((await inject('GET', '/api/user', signedIn)).statusCode).toBe(200);
    // The pending session's id is worth nothing now.
    expect((await inject('GET', '/api/user', cookie)).statusCode).toBe(401);
  });

  it('refuses a code already accepted (replay within its window), then takes the next one', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { secret } = await enable(user);
    const code = codeAt(secret, 0);
    const first = await passwordStep(user.username);
    expect((await inject('POST', '/api/login/2fa', first.cookie, { code })).statusCode).toBe(200);
    const second = await passwordStep(user.username);
    const replay = await inject('POST', '/api/login/2fa', second.cookie, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(WRONG_SECOND_FACTOR_MESSAGE);
    // The code enabling it (step −1) is older still: refused too.
    expect(
      (await inject('POST', '/api/login/2fa', second.cookie, { code: codeAt(secret, -1) })).statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/api/login/2fa', second.cookie, { code: codeAt(secret, 1) })).statusCode,
    ).toBe(200);
  });

  it('takes a recovery code once, in any case and with or without its dash, and tells the owner', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { recoveryCodes } = await enable(user);
    const recovery = recoveryCodes[3] ?? '';
    const first = await passwordStep(user.username);
    const used = await inject('POST', '/api/login/2fa', first.cookie, {
      code: recovery.toLowerCase().replace('-', ' '),
    });
    expect(used.statusCode).toBe(200);
    const status = (await inject('GET', '/api/user/two-factor', sessionCookieOf(used))).json();
    expect(status.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(user.username);
    const reused = await inject('POST', '/api/login/2fa', again.cookie, { code: recovery });
    expect(reused.statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/login/2fa', again.cookie, { code: recoveryCodes[4] })).statusCode,
    ).toBe(200);
    const mails = await smtp.waitFor(user.email, 3);
    expect(mails.map((mail) => mail.subject)).toContain(
      'Un code de secours a servi à vous connecter à Dirigeo',
    );
    expect(mails.some((mail) => mail.text.includes('Il vous en reste 9.'))).toBe(true);
  });

  it('starts over when the code comes more than 10 minutes after the password', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { secret } = await enable(user);
    const { cookie } = await passwordStep(user.username);
    await testApp.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { userId: user.id, stage: 'second-factor' },
        { createdAt: new Date(Date.now() - 11 * 60_000) },
      );
    const late = await inject('POST', '/api/login/2fa', cookie, { code: codeAt(secret, 0) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(SIGN_IN_EXPIRED_MESSAGE);
    // Without any password step at all: the same.
    expect((await inject('POST', '/api/login/2fa', undefined, { code: '123456' })).statusCode).toBe(401);
  });

  it('answers hostile input with a French 400 (or 413), never a 500', async () => {
    const user = await createUser(testApp.orm);
    await enable(user);
    const { cookie } = await passwordStep(user.username);
    for (const code of [
      'abcdef',
      '12345',
      '1234567',
      '12 34 5x',
      '<script>',
      '',
      ' ',
      '١٢٣٤٥٦',
      'A'.repeat(200_000),
    ]) {
      const response = await inject('POST', '/api/login/2fa', cookie, { code });
      expect(response.statusCode, code.slice(0, 20)).toBe(400);
      expect(response.json().message).toBe(TWO_FACTOR_CODE_MESSAGE);
    }
    for (const payload of [{ code: 123456 }, { code: null }, { code: ['123456'] }, {}]) {
      const response = await inject('POST', '/api/login/2fa', cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/[a-zé]/);
    }
    const huge = await inject('POST', '/api/login/2fa', cookie, { code: '1'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La requête est trop volumineuse');
    // A visitor asking to turn it off: 401 before anything is read.
    const visitor = await inject('POST', '/api/user/two-factor/disable', undefined, {
      password: 'x',
      code: 'x',
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('still asks the code after a password reset: a reset never turns two-factor sign-in off', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { secret } = await enable(user);
    const token = randomBytes(32).toString('base64url');
    await testApp.orm.em.fork().insert(PasswordResetToken, {
      user: user.id,
      tokenHash: passwordResetTokenHash(token),
      expiresAt: new Date(Date.now() + 10 * 60_000),
      usedAt: null,
      createdAt: new Date(),
    });
    const reset = await inject('POST', '/api/password-reset/confirm', undefined, {
      token,
      password: 'un tout nouveau secret',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const { response, cookie } = await passwordStep(user.username, 'un tout nouveau secret');
    expect(response.json()).toEqual({ twoFactorRequired: true });
    expect((await inject('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect((await inject('POST', '/api/login/2fa', cookie, { code: codeAt(secret, 0) })).statusCode).toBe(
      200,
    );
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code, then sign-in asks the password only', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { secret, cookie } = await enable(user);
    const disable = (body: Record<string, unknown>) =>
      inject('POST', '/api/user/two-factor/disable', cookie, body);

    const noCode = await disable({ password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const wrongPassword = await disable({ password: 'pas-le-bon', code: codeAt(secret, 0) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().issues).toEqual([{ path: 'password', message: WRONG_PASSWORD_MESSAGE }]);
    const wrongCode = await disable({
      password: TEST_PASSWORD,
      code: '000000' === codeAt(secret, 0) ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().issues).toEqual([{ path: 'code', message: WRONG_SECOND_FACTOR_MESSAGE }]);
    // The code the wrong password came with was not spent: it still turns it off.
    const done = await disable({ password: TEST_PASSWORD, code: codeAt(secret, 0) });
    expect(done.statusCode, done.body).toBe(200);

    expect(await testApp.orm.em.fork().count(RecoveryCode, { user: user.id })).toBe(0);
    const stored = await testApp.orm.em
      .fork()
      .findOneOrFail(User, { id: user.id }, { populate: ['twoFactorSecret'] });
    expect(stored.twoFactorSecret).toBeNull();
    const { response } = await passwordStep(user.username);
    expect(response.json()).toMatchObject({ id: user.id, twoFactorEnabled: false });
    const already = await disable({ password: TEST_PASSWORD, code: '123456' });
    expect(already.statusCode).toBe(400);
    expect(already.json().message).toBe(TWO_FACTOR_ALREADY_OFF_MESSAGE);
    const mails = await smtp.waitFor(user.email, 2);
    expect(mails[1]?.subject).toBe('Authentification à deux facteurs désactivée sur votre compte Dirigeo');
  });

  it('renews the recovery codes with a code: the old ones stop working', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { recoveryCodes, cookie } = await enable(user);
    const renewed = await inject('POST', '/api/user/two-factor/recovery-codes', cookie, {
      code: recoveryCodes[0],
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    const { cookie: pending } = await passwordStep(user.username);
    expect((await inject('POST', '/api/login/2fa', pending, { code: recoveryCodes[1] })).statusCode).toBe(
      401,
    );
    expect((await inject('POST', '/api/login/2fa', pending, { code: fresh[0] })).statusCode).toBe(200);
  });
});

describe('deleting an account with two-factor sign-in on', () => {
  it('needs the password and a code (or a recovery code), then erases the second factor with the account', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { secret, cookie } = await enable(user);
    const remove = (body: Record<string, unknown>) =>
      testApp.app.inject({ method: 'DELETE', url: '/api/user', headers: { cookie }, payload: body });

    const noCode = await remove({ password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().issues).toEqual([{ path: 'code', message: CODE_REQUIRED_FOR_DELETION_MESSAGE }]);
    const wrongCode = await remove({
      password: TEST_PASSWORD,
      code: '000000' === codeAt(secret, 0) ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().issues).toEqual([{ path: 'code', message: WRONG_SECOND_FACTOR_MESSAGE }]);
    // Refused twice: the account is still open, its second factor still there.
    const still = await testApp.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(still.closedAt).toBeNull();
    expect(still.twoFactorEnabledAt).not.toBeNull();

    const done = await remove({ password: TEST_PASSWORD, code: codeAt(secret, 0) });
    expect(done.statusCode, done.body).toBe(200);
    const closed = await testApp.orm.em
      .fork()
      .findOneOrFail(User, { id: user.id }, { populate: ['twoFactorSecret', 'twoFactorPendingSecret'] });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.twoFactorSecret).toBeNull();
    expect(closed.twoFactorPendingSecret).toBeNull();
    expect(closed.twoFactorEnabledAt).toBeNull();
    expect(await testApp.orm.em.fork().count(RecoveryCode, { user: user.id })).toBe(0);
  });
});

describe('the activity log of two-factor sign-in', () => {
  it('records it turned on, a sign-in with a recovery code, and it turned off', async () => {
    await freshStep();
    const user = await createUser(testApp.orm);
    const { secret, recoveryCodes } = await enable(user);
    const { cookie: pending } = await passwordStep(user.username);
    const signedIn = await inject('POST', '/api/login/2fa', pending, { code: recoveryCodes[0] });
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signedIn) ?? pending;
    const off = await inject('POST', '/api/user/two-factor/disable', cookie, {
      password: TEST_PASSWORD,
      code: codeAt(secret, 0),
    });
    expect(off.statusCode, off.body).toBe(200);
    const kinds = (
      await testApp.orm.em.fork().find(ActivityLogEntry, { userId: user.id }, { orderBy: { id: 'asc' } })
    ).map((entry) => [entry.kind, entry.detail]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['two-factor-enabled', null],
        ['sign-in', 'Avec un code de secours'],
        ['two-factor-recovery-code-used', null],
        ['two-factor-disabled', null],
      ]),
    );
  });
});

describe('the sealed secrets', () => {
  it('are sealed again under the new key once SESSION_SECRET is rotated', async () => {
    const user = await createUser(testApp.orm);
    await enable(user);
    const rotated = new SecretBox([
      'a-new-secret-that-is-long-enough-for-signing-cookies',
      TEST_SESSION_SECRET,
    ]);
    const before = await testApp.orm.em
      .fork()
      .findOneOrFail(User, { id: user.id }, { populate: ['twoFactorSecret'] });
    const sealedBefore = before.twoFactorSecret ?? '';
    expect(rotated.needsResealing(sealedBefore)).toBe(true);
    const report = await resealTwoFactorSecrets(testApp.orm.em.fork(), rotated);
    expect(report.resealed).toBeGreaterThanOrEqual(1);
    expect(report.unreadable).toBe(0);
    const after = await testApp.orm.em
      .fork()
      .findOneOrFail(User, { id: user.id }, { populate: ['twoFactorSecret'] });
    const sealedAfter = after.twoFactorSecret ?? '';
    expect(rotated.needsResealing(sealedAfter)).toBe(false);
    expect(new SecretBox(['a-new-secret-that-is-long-enough-for-signing-cookies']).open(sealedAfter)).toBe(
      new SecretBox([TEST_SESSION_SECRET]).open(sealedBefore),
    );
  });
});

describe('the limits on codes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_AUTH_PER_MINUTE: '4' });
  });
  afterAll(async () => limited?.close());

  const post = (url: string, cookie: string | undefined, payload: unknown, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });

  async function enableOn(user: User) {
    const cookie = await signIn(limited.app, user.username, { remoteAddress: anyAddress() });
    const address = anyAddress();
    const { secret } = (await post('/api/user/two-factor/setup', cookie, {}, address)).json();
    const enabled = await post('/api/user/two-factor/enable', cookie, { code: codeAt(secret, -1) }, address);
    expect(enabled.statusCode, enabled.body).toBe(200);
    return { secret: secret as string, cookie: sessionCookieOf(enabled) ?? cookie };
  }

  it('per account: wrong codes spread over many addresses lock the account’s code step, right code included', async () => {
    await freshStep();
    const user = await createUser(limited.orm);
    const { secret, cookie } = await enableOn(user);
    const pending = sessionCookieOf(
      await post('/api/login', undefined, { username: user.username, password: TEST_PASSWORD }, anyAddress()),
    );
    const wrong = codeAt(secret, 0) === '000000' ? '111111' : '000000';
    for (let index = 0; index < 3; index += 1) {
      expect((await post('/api/login/2fa', pending, { code: wrong }, anyAddress())).statusCode).toBe(401);
    }
    const locked = await post('/api/login/2fa', pending, { code: codeAt(secret, 0) }, anyAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Trop de codes erronés sur ce compte\. Veuillez réessayer dans \d+ minutes\.$/,
    );
    // The settings' code checks share the account's counter.
    const disable = await post(
      '/api/user/two-factor/disable',
      cookie,
      { password: TEST_PASSWORD, code: codeAt(secret, 0) },
      anyAddress(),
    );
    expect(disable.statusCode).toBe(429);
    // Another account is not concerned.
    const other = await createUser(limited.orm);
    const { secret: otherSecret } = await enableOn(other);
    const otherPending = sessionCookieOf(
      await post(
        '/api/login',
        undefined,
        { username: other.username, password: TEST_PASSWORD },
        anyAddress(),
      ),
    );
    expect(
      (await post('/api/login/2fa', otherPending, { code: codeAt(otherSecret, 0) }, anyAddress())).statusCode,
    ).toBe(200);
  });

  it('per address: one address sending codes is stopped, whatever it sends', async () => {
    const user = await createUser(limited.orm);
    await enableOn(user);
    const pending = sessionCookieOf(
      await post('/api/login', undefined, { username: user.username, password: TEST_PASSWORD }, anyAddress()),
    );
    const address = anyAddress();
    for (let index = 0; index < 4; index += 1) {
      expect((await post('/api/login/2fa', pending, { code: 'abc' }, address)).statusCode).toBe(400);
    }
    const stopped = await post('/api/login/2fa', pending, { code: '123456' }, address);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
    // The account itself is not locked: another address goes on.
    expect((await post('/api/login/2fa', pending, { code: '123456' }, anyAddress())).statusCode).toBe(401);
  });
});
