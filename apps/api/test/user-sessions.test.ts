import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const listSessions = (cookie: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/user/sessions', headers: { cookie } });

describe('the sessions of an account', () => {
  it('lists each device with its address, and ends the one chosen', async () => {
    const user = await createUser(testApp.orm);
    const laptop = await signIn(testApp.app, user.username, {
      headers: { 'user-agent': FIREFOX },
      remoteAddress: '192.0.2.10',
    });
    const phone = await signIn(testApp.app, user.username, {
      headers: { 'user-agent': IPHONE },
      remoteAddress: '192.0.2.20',
    });
    const listed = await listSessions(laptop);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as { id: string; device: string; ip: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)).toMatchObject({
      device: 'Firefox sur Windows',
      ip: '192.0.2.10',
    });
    const phoneSession = sessions.find((session) => !session.current);
    expect(phoneSession).toMatchObject({ device: 'Safari sur iOS (mobile)', ip: '192.0.2.20' });

    // Another user cannot end it, nor see it.
    const other = await createUser(testApp.orm);
    const otherCookie = await signIn(testApp.app, other.username);
    const foreign = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${phoneSession?.id}`,
      headers: { cookie: otherCookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await listSessions(otherCookie)).json()).toHaveLength(1);

    const ended = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${phoneSession?.id}`,
      headers: { cookie: laptop },
    });
    expect(ended.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: phone } })).statusCode,
    ).toBe(401);
    expect((await listSessions(laptop)).json()).toHaveLength(1);
  });

  it('keeps the current session under a new id after a password change, and ends the others', async () => {
    const user = await createUser(testApp.orm);
    const here = await signIn(testApp.app, user.username);
    const elsewhere = await signIn(testApp.app, user.username);
    const before = (await listSessions(here)).json() as { id: string; current: boolean }[];
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: here },
      payload: { currentPassword: 'mot-de-passe-de-test', newPassword: 'un autre secret bien long' },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = changed.cookies.find((cookie) => cookie.name === 'dirigeo.sid');
    expect(renewed?.value).toBeDefined();
    const cookie = `dirigeo.sid=${renewed?.value}`;
    expect(cookie).not.toBe(here);
    const after = (await listSessions(cookie)).json() as { id: string; current: boolean }[];
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before.find((session) => session.current)?.id);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: elsewhere } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: here } })).statusCode,
    ).toBe(401);
  });
});
