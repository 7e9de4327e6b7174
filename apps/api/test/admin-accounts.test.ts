import { ADMIN_TEXTS } from '@dirigeo/schemas';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAccount, AdminAuditEntry } from '../src/modules/admin/admin-account.entity.ts';
import { AdminAccountError } from '../src/modules/admin/admin-errors.ts';
import { changeAdminPassword } from '../src/modules/admin/change-admin-password.ts';
import { createAdminAccount } from '../src/modules/admin/create-admin-account.ts';
import { disableAdminAccount } from '../src/modules/admin/disable-admin-account.ts';
import { resealAdminTotpSecrets } from '../src/modules/admin/reseal-admin-totp-secrets.ts';
import { SecretBox } from '../src/lib/crypto/secret-box.ts';
import { ContactSubmission } from '../src/modules/contact/contact-submission.entity.ts';
import { Session } from '../src/modules/session/session.entity.ts';
import { adminCookieOf, TEST_ADMIN_PASSWORD } from './helpers/admin.ts';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from './helpers/build-test-app.ts';

const PASSWORD = 'Pivoine-Carrelage-Tramway-42';
const PERIOD_MS = 30_000;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
});

afterAll(async () => {
  await testApp?.close();
});

const em = () => testApp.orm.em.fork();

function codeOf(secret: string, offsetSteps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * PERIOD_MS,
  });
}

function login(payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

async function create(username: string) {
  return createAdminAccount(em(), testApp.app.secretBox, { username, password: PASSWORD });
}

describe('named admin accounts (issue 22 §3)', () => {
  it('keeps the bootstrap ADMIN_PASSWORD working while no account exists', async () => {
    const state = await testApp.app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(state.json()).toEqual({ open: true, signedIn: false, namedAccounts: false });
    const response = await login({ password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const entries = await em().find(AdminAuditEntry, { action: 'sign-in' });
    expect(entries.map((entry) => [entry.adminAccountId, entry.author])).toEqual([[null, 'ADMIN_PASSWORD']]);
  });

  it('creates an account with a sealed TOTP secret and refuses bad usernames, duplicates and weak passwords', async () => {
    const created = await create('Alice.Martin');
    expect(created.account.username).toBe('alice.martin');
    expect(created.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(created.otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(created.totpSecret);
    const stored = await em().findOneOrFail(
      AdminAccount,
      { username: 'alice.martin' },
      { populate: ['passwordHash', 'totpSecret'] },
    );
    expect(stored.totpSecret).not.toContain(created.totpSecret);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    await expect(create('ALICE.martin')).rejects.toThrow('déjà pris');
    await expect(create('a b')).rejects.toBeInstanceOf(AdminAccountError);
    await expect(
      createAdminAccount(em(), testApp.app.secretBox, { username: 'bob', password: 'court' }),
    ).rejects.toThrow('au moins 12 caractères');
    await expect(
      createAdminAccount(em(), testApp.app.secretBox, { username: 'bob', password: 'password1234' }),
    ).rejects.toThrow('trop facile à deviner');
  });

  it('then signs in with username, password and a TOTP code only, each code once, in French otherwise', async () => {
    const { totpSecret } = await create('claire');
    const state = await testApp.app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(state.json()).toMatchObject({ open: true, namedAccounts: true });

    const bootstrap = await login({ password: TEST_ADMIN_PASSWORD });
    expect(bootstrap.statusCode).toBe(400);
    expect(bootstrap.json().message).toBe(ADMIN_TEXTS.usernameRequired);

    const noCode = await login({ username: 'claire', password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(ADMIN_TEXTS.codeRequired);

    for (const payload of [
      { username: 'claire', password: 'Mauvais-Mot-De-Passe-1', code: codeOf(totpSecret) },
      { username: 'claire', password: PASSWORD, code: '000000' === codeOf(totpSecret) ? '111111' : '000000' },
      { username: 'personne', password: PASSWORD, code: codeOf(totpSecret) },
      { username: 'claire', password: PASSWORD, code: codeOf(totpSecret, 5) },
    ]) {
      const refused = await login(payload);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(ADMIN_TEXTS.wrongCredentials);
    }

    const code = codeOf(totpSecret);
    const ok = await login({ username: 'CLAIRE', password: PASSWORD, code });
    expect(ok.statusCode).toBe(200);
    const cookie = adminCookieOf(ok);
    expect(cookie).toBeDefined();
    const account = await em().findOneOrFail(AdminAccount, { username: 'claire' });
    const sessions = await em().find(Session, { role: 'admin', userId: account.id });
    expect(sessions).toHaveLength(1);

    const replay = await login({ username: 'claire', password: PASSWORD, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(ADMIN_TEXTS.wrongCredentials);

    // Every write of the back office is logged with its author; reads are not.
    const submissionId = await em().insert(ContactSubmission, {
      name: 'Jeanne Test',
      email: 'jeanne@example.fr',
      companyName: 'Société',
      jobTitle: 'Gérante',
      employeeCount: 2,
      packageType: 'essential',
      clientType: 'company',
      siret: '91234567500009',
      message: 'Bonjour',
      submissionTime: 9000,
      ipAddress: '203.0.113.1',
      status: 'new',
      createdAt: new Date(),
    });
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/submissions',
      headers: { cookie: cookie ?? '' },
    });
    expect(read.statusCode).toBe(200);
    const write = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/submissions/${submissionId}`,
      payload: { status: 'contacted' },
      headers: { cookie: cookie ?? '' },
    });
    expect(write.statusCode).toBe(200);
    // The write is logged once its answer is sent (an `onResponse` hook): the log may land a moment
    // after the answer (seen on PostgreSQL with two test workers).
    const logged = async () =>
      (await em().find(AdminAuditEntry, { adminAccountId: account.id }, { orderBy: { id: 'asc' } })).map(
        (entry) => [entry.author, entry.action, entry.target],
      );
    await expect.poll(logged, { timeout: 10_000 }).toEqual([
      ['claire', 'sign-in', null],
      ['claire', 'PATCH /api/admin/submissions/:id', `id=${submissionId}`],
    ]);

    // The back office reads its log, newest first, in French, a page at a time.
    const auditLog = (query: string, headers: Record<string, string> = { cookie: cookie ?? '' }) =>
      testApp.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });
    const firstPage = await auditLog('?limit=1');
    expect(firstPage.statusCode).toBe(200);
    const first = firstPage.json();
    expect(first.entries).toHaveLength(1);
    expect(first.entries[0]).toMatchObject({
      author: 'claire',
      description: `Statut d’une demande de contact changé (n° ${submissionId})`,
      action: 'PATCH /api/admin/submissions/:id',
    });
    expect(first.nextBefore).toBe(first.entries[0].id);
    const older = (await auditLog(`?limit=200&before=${first.nextBefore}`)).json();
    expect(older.entries[0]).toMatchObject({ author: 'claire', description: 'Connexion à l’administration' });
    expect(older.entries.every((entry: { id: number }) => entry.id < first.nextBefore)).toBe(true);
    expect(older.nextBefore).toBeNull();
    // Reading it is not an action of its own.
    expect((await auditLog('')).json().entries[0].id).toBe(first.entries[0].id);
    for (const [query, message] of [
      ['?limit=abc', 'Le nombre d’actions doit être un nombre.'],
      ['?limit=0', 'Le nombre d’actions doit être au moins 1.'],
      ['?limit=201', 'Le nombre d’actions ne peut pas dépasser 200.'],
      ['?before=-3', 'Le repère « before » doit être le numéro d’une action.'],
      ['?before=1%27%20or%201=1', 'Le repère « before » doit être le numéro d’une action.'],
    ] as const) {
      const refused = await auditLog(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toContain(message);
    }
    expect((await auditLog('', {})).statusCode).toBe(401);
  });

  it('ends the sessions of an account whose password changes, and of one disabled, which signs in no more', async () => {
    const { totpSecret } = await create('denis');
    const signIn = async (password: string, offset: number) =>
      login({ username: 'denis', password, code: codeOf(totpSecret, offset) });
    const first = await signIn(PASSWORD, -1);
    expect(first.statusCode).toBe(200);
    const cookie = adminCookieOf(first) ?? '';
    const stats = () => testApp.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
    expect((await stats()).statusCode).toBe(200);

    const newPassword = 'Girafe-Horizon-Boussole-77';
    expect(await changeAdminPassword(em(), 'Denis', newPassword)).toBe(1);
    expect((await stats()).statusCode).toBe(401);
    expect((await signIn(PASSWORD, 0)).statusCode).toBe(401);
    const second = await signIn(newPassword, 0);
    expect(second.statusCode).toBe(200);
    const secondCookie = adminCookieOf(second) ?? '';

    expect(await disableAdminAccount(em(), 'denis')).toBe(1);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: secondCookie },
    });
    expect(after.statusCode).toBe(401);
    const refused = await signIn(newPassword, 1);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ADMIN_TEXTS.wrongCredentials);
    await expect(disableAdminAccount(em(), 'inconnu')).rejects.toThrow(
      "Aucun compte d'administration « inconnu »",
    );
  });

  it('seals the TOTP secrets again under the new key once SESSION_SECRET is rotated', async () => {
    const { totpSecret } = await create('elise');
    const sealedBefore = (
      await em().findOneOrFail(AdminAccount, { username: 'elise' }, { populate: ['totpSecret'] })
    ).totpSecret;
    const newSecret = 'a-new-secret-that-is-long-enough-for-signing-cookies-too';
    const rotated = new SecretBox([newSecret, TEST_SESSION_SECRET]);
    expect(rotated.needsResealing(sealedBefore)).toBe(true);
    const report = await resealAdminTotpSecrets(em(), rotated);
    expect(report.resealed).toBeGreaterThanOrEqual(1);
    expect(report.unreadable).toBe(0);
    const sealedAfter = (
      await em().findOneOrFail(AdminAccount, { username: 'elise' }, { populate: ['totpSecret'] })
    ).totpSecret;
    expect(rotated.needsResealing(sealedAfter)).toBe(false);
    // The old key alone no longer opens it; the new one alone does, to the same secret.
    expect(new SecretBox([newSecret]).open(sealedAfter)).toBe(totpSecret);
    expect(new SecretBox([TEST_SESSION_SECRET]).tryOpen(sealedAfter)).toBeNull();
    // Run again: nothing left to do.
    expect((await resealAdminTotpSecrets(em(), rotated)).resealed).toBe(0);
  });
});
