import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { signIn } from './helpers/sign-in.ts';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

const PUBLIC_URL = 'https://app.dirigeo.test';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const FIREFOX_NEXT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:134.0) Gecko/20100101 Firefox/134.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

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

const settle = async () => {
  await testApp.app.mail.deliverDue();
};

describe('login alerts', () => {
  it('e-mail the owner at a sign-in from a new browser only, and stop when turned off', async () => {
    const user = await createUser(testApp.orm);
    const mails = () => smtp.received.filter((mail) => mail.to.includes(user.email));
    const cookie = await signIn(testApp.app, user.username, { headers: { 'user-agent': FIREFOX } });
    await signIn(testApp.app, user.username, { headers: { 'user-agent': FIREFOX_NEXT } });
    await settle();
    expect(mails()).toHaveLength(0);

    await signIn(testApp.app, user.username, {
      headers: { 'user-agent': IPHONE },
      remoteAddress: '192.0.2.44',
    });
    const [alert] = await smtp.waitFor(user.email);
    expect(alert?.subject).toBe('Nouvelle connexion à votre compte Dirigeo');
    expect(alert?.text).toContain('Safari sur iOS (mobile), adresse 192.0.2.44');
    expect(alert && linkIn(alert, PUBLIC_URL)).toBe(`${PUBLIC_URL}/settings`);

    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/security-settings',
      headers: { cookie },
    });
    expect(settings.json()).toEqual({ loginAlerts: true });
    const off = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/security-settings',
      headers: { cookie },
      payload: { loginAlerts: false },
    });
    expect(off.json()).toEqual({ loginAlerts: false });
    await signIn(testApp.app, user.username, { headers: { 'user-agent': CHROME_LINUX } });
    await settle();
    expect(mails()).toHaveLength(1);
  });

  it('refuses a malformed setting in French', async () => {
    const user = await createUser(testApp.orm);
    const cookie = await signIn(testApp.app, user.username);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/security-settings',
      headers: { cookie },
      payload: { loginAlerts: 'oui' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Indiquez si les alertes de connexion sont activées');
  });
});
