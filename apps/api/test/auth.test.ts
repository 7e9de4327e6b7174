import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { sessionCookieOf, signIn } from './helpers/sign-in.ts';

const AUTH_LIMIT = 4;
let testApp: TestApp;
let alice: User;
let bob: User;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: 'nouvelle.presidente',
    password: 'un-long-mot-de-passe',
    firstName: 'Léa',
    lastName: 'Dupont',
    email: 'Lea.Dupont@Example.fr',
    company: 'Dupont Conseil',
    position: 'Présidente',
    status: 'sasu',
    subscriptionType: 'monthly',
    ...overrides,
  };
}

/** No answer may contain a password or its hash, whatever the route. */
function expectNoSecret(body: string) {
  expect(body).not.toMatch(/password|argon2|\$argon/i);
  expect(body).not.toContain(TEST_PASSWORD);
}

beforeAll(async () => {
  testApp = await buildTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT) });
  alice = await createUser(testApp.orm);
  bob = await createUser(testApp.orm);
});

afterAll(async () => {
  await testApp?.close();
});

// Each test signs in from its own address: the rate limit counts per IP.
let address = 0;
function nextAddress() {
  address += 1;
  return `10.0.0.${address}`;
}

describe('GET /api/user', () => {
  it('answers 401 with a French message when signed out', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Vous devez être connecté' });
  });

  it('answers the signed-in user, without any password field', async () => {
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: alice.id, username: alice.username, email: alice.email });
    expectNoSecret(response.body);
  });
});

describe('GET /api/session', () => {
  it('answers a visitor 200 with no user: the client area opens without a failed request', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the signed-in user as GET /api/user does, then no one once signed out', async () => {
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const session = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    const user = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: user.json() });
    expectNoSecret(session.body);
    await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const after = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });

  it('answers no one for a forged or unknown session cookie', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: 'dirigeo.sid=s%3Aforged.value; other=1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });
});

describe('POST /api/register', () => {
  it('creates the account, signs it in, and decides isTestAccount from the plan', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextAddress(),
      payload: registration({ isTestAccount: true, confirmPassword: 'x', termsAccepted: true, id: 999 }),
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: 'nouvelle.presidente',
      email: 'lea.dupont@example.fr',
      subscriptionType: 'monthly',
      isTestAccount: false,
    });
    expect(user.id).not.toBe(999);
    expectNoSecret(response.body);

    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const me = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().id).toBe(user.id);

    const stored = await testApp.orm.em
      .fork()
      .findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('makes a free trial a test account, whatever the body says', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextAddress(),
      payload: registration({
        username: 'essai',
        email: 'essai@example.fr',
        subscriptionType: 'free_trial',
        isTestAccount: false,
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().isTestAccount).toBe(true);
  });

  it.each([
    [
      'username',
      { username: 'nouvelle.presidente', email: 'autre@example.fr' },
      "Ce nom d'utilisateur est déjà utilisé",
    ],
    [
      'email',
      { username: 'autre', email: 'LEA.DUPONT@example.fr' },
      'Cette adresse e-mail est déjà utilisée',
    ],
  ])('answers 409 naming the %s already taken', async (field, overrides, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextAddress(),
      payload: registration(overrides),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, issues: [{ path: field, message }] });
  });

  it('answers 400 with French issues for each bad field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: nextAddress(),
      payload: registration({ password: 'court', email: 'pas-un-email', firstName: '', status: 'roi' }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    const byPath = Object.fromEntries(
      body.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(byPath).toMatchObject({
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      email: 'Email invalide',
      firstName: 'Le prénom est requis',
      status: 'Le statut est requis',
    });
  });
});

describe('POST /api/login', () => {
  it('signs in under a new session id: a session id planted before login is worthless after it', async () => {
    const remoteAddress = nextAddress();
    const planted = await signIn(testApp.app, bob.username, { remoteAddress });
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress, cookie: planted });
    expect(cookie).not.toBe(planted);
    const withPlanted = await testApp.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: planted },
    });
    expect(withPlanted.statusCode).toBe(401);
    const withNew = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(withNew.json().id).toBe(alice.id);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nextAddress(),
      payload: { username: alice.username, password: TEST_PASSWORD },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'dirigeo.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expectNoSecret(response.body);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const remoteAddress = nextAddress();
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { username: 'personne', password: TEST_PASSWORD },
    });
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { username: alice.username, password: 'pas-le-bon' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().message).toBe("Nom d'utilisateur ou mot de passe incorrect");
  });

  it('answers 400 with the spec messages when fields are missing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nextAddress(),
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'username', message: "Le nom d'utilisateur est requis" },
      { path: 'password', message: 'Le mot de passe est requis' },
    ]);
  });

  it('limits attempts per IP with a French 429, for existing and unknown usernames alike', async () => {
    const remoteAddress = nextAddress();
    const attempt = (username: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { username, password: 'pas-le-bon' },
      });
    for (let index = 0; index < AUTH_LIMIT; index += 1) {
      expect((await attempt(index % 2 ? alice.username : 'inconnu')).statusCode).toBe(401);
    }
    const limited = await attempt(alice.username);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
    expect((await attempt('inconnu')).statusCode).toBe(429);
    // Another address is not affected.
    await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
  });

  it('limits registrations per IP too', async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= AUTH_LIMIT; index += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress,
        payload: { username: '' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, AUTH_LIMIT).every((status) => status === 400)).toBe(true);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session', async () => {
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const me = await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/:id', () => {
  const profile = {
    firstName: 'Alice',
    lastName: 'Martin',
    email: 'Alice.Nouvelle@example.fr',
    company: 'Martin Holding',
    position: 'Directrice générale',
    phone: '',
    status: 'dg',
  };

  it('updates the signed-in user and answers the new profile (its address, whatever its case, unchanged)', async () => {
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/user/${alice.id}`,
      headers: { cookie },
      payload: {
        ...profile,
        email: alice.email.toUpperCase(),
        username: 'pirate',
        isTestAccount: false,
        id: bob.id,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: alice.id,
      username: alice.username,
      email: alice.email,
      company: 'Martin Holding',
      phone: null,
      status: 'dg',
      isTestAccount: true,
    });
    expectNoSecret(response.body);
  });

  it("answers 404 for another user's id and changes nothing", async () => {
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/user/${bob.id}`,
      headers: { cookie },
      payload: { ...profile, email: 'vol@example.fr' },
    });
    expect(response.statusCode).toBe(404);
    const stored = await testApp.orm.em.fork().findOneOrFail(User, { id: bob.id });
    expect(stored.email).toBe(bob.email);
    expect(stored.firstName).toBe(bob.firstName);
  });

  it('changes no address at once: another one, even taken, is a 400 pointing to the settings (issue 22 §5)', async () => {
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    for (const email of [bob.email.toUpperCase(), 'alice.nouvelle@example.fr']) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/user/${alice.id}`,
        headers: { cookie },
        payload: { ...profile, email },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe('email');
    }
    expect((await testApp.orm.em.fork().findOneOrFail(User, { id: alice.id })).email).toBe(alice.email);
  });

  it('answers 401 when signed out and 400 for a bad id', async () => {
    const signedOut = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/user/${alice.id}`,
      payload: profile,
    });
    expect(signedOut.statusCode).toBe(401);
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const badId = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/user/abc',
      headers: { cookie },
      payload: profile,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Identifiant invalide');
  });
});

describe('POST /api/user/change-password', () => {
  it('refuses a wrong current password with the French message', async () => {
    const cookie = await signIn(testApp.app, bob.username, { remoteAddress: nextAddress() });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie },
      payload: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mot-de-passe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Le mot de passe actuel est incorrect' });
  });

  it("keeps the current session under a new id, ends the user's other sessions, and only the new password works", async () => {
    const other = await signIn(testApp.app, bob.username, { remoteAddress: nextAddress() });
    const current = await signIn(testApp.app, bob.username, { remoteAddress: nextAddress() });
    const aliceSession = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: current },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'nouveau-mot-de-passe' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const me = (cookie: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    // The session goes on under a new id: the cookie of before the change opens nothing.
    const rotated = sessionCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(current);
    expect((await me(rotated ?? '')).statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(aliceSession)).statusCode).toBe(200);

    await expect(signIn(testApp.app, bob.username, { remoteAddress: nextAddress() })).rejects.toThrow(/401/);
    await signIn(testApp.app, bob.username, {
      password: 'nouveau-mot-de-passe',
      remoteAddress: nextAddress(),
    });
  });

  it('answers 400 for a new password under 8 characters', async () => {
    const cookie = await signIn(testApp.app, alice.username, { remoteAddress: nextAddress() });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'court' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Le nouveau mot de passe doit contenir au moins 8 caractères');
  });
});
