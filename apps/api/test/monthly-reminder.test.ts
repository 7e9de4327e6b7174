import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../src/modules/company/company.entity.ts';
import { MonthlyReminder } from '../src/modules/notification/monthly-reminder.entity.ts';
import { sendMonthlyReminders } from '../src/modules/notification/send-monthly-reminders.ts';
import { User } from '../src/modules/user/user.entity.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createUser } from './helpers/factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';

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

const run = (at: string) => sendMonthlyReminders(testApp.orm.em.fork(), PUBLIC_URL, new Date(at));
const remindersTo = (email: string) =>
  smtp.received.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Votre paie de'));

describe('the monthly reminder', () => {
  it('goes from the 25th (Paris), once per account and month, to confirmed addresses that want it, with the DSN’s due date', async () => {
    const wanting = await createUser(testApp.orm);
    const large = await createUser(testApp.orm);
    await testApp.orm.em.fork().nativeUpdate(Company, { user: large.id }, { headcount: 60 });
    const unverified = await createUser(testApp.orm, { emailVerified: false });
    const optedOut = await createUser(testApp.orm);
    await testApp.orm.em.fork().nativeUpdate(User, { id: optedOut.id }, { monthlyReminder: false });

    // 24 November 2026, 23:30 UTC is already the 25th in Paris (UTC+1); 22:30 UTC is not.
    expect(await run('2026-11-24T22:30:00Z')).toBe(0);
    const [first, second] = await Promise.all([run('2026-11-24T23:30:00Z'), run('2026-11-24T23:30:00Z')]);
    // Two runs at once (two instances): each account's reminder is queued by one of them only.
    expect((first ?? 0) + (second ?? 0)).toBe(2);
    expect(await run('2026-11-28T07:00:00Z')).toBe(0);

    const [mail] = await smtp.waitFor(wanting.email);
    expect(mail?.subject).toBe('Votre paie de novembre 2026\u00a0: bulletin et DSN à préparer');
    expect(mail?.text).toContain('Bonjour Camille,');
    // Fewer than 50 staff: the 15th of the next month, a Tuesday in December 2026.
    expect(mail?.text).toContain('au plus tard le mardi 15 décembre 2026 avant midi');
    expect(mail?.text).toContain(`${PUBLIC_URL}/settings?onglet=notifications`);
    const unsubscribe = `${PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(wanting.notificationToken)}&list=monthly-reminder`;
    // RFC 2369 and RFC 8058: the one-click unsubscribe, read from the raw header lines.
    const header = (name: string) =>
      mail?.parsed.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/\r?\n\s+/g, ' ')
        .replace(/:\s+/, ': ') ?? '';
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    // 50 staff or more: the 5th (a Saturday in December 2026, so Monday the 7th).
    const [largeMail] = await smtp.waitFor(large.email);
    expect(largeMail?.text).toContain('au plus tard le lundi 7 décembre 2026 avant midi');

    await testApp.app.mail.deliverDue();
    expect(remindersTo(wanting.email)).toHaveLength(1);
    expect(remindersTo(unverified.email)).toHaveLength(0);
    expect(remindersTo(optedOut.email)).toHaveLength(0);
    expect(await testApp.orm.em.fork().count(MonthlyReminder, { period: '2026-11' })).toBe(2);

    // The next month, again once.
    expect(await run('2026-12-27T07:00:00Z')).toBe(2);
    expect(await run('2026-12-31T07:00:00Z')).toBe(0);
  });

  it('is turned off by the one-click unsubscribe of its List-Unsubscribe header, without a session', async () => {
    const user = await createUser(testApp.orm);
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(user.notificationToken)}&list=monthly-reminder`;
    // RFC 8058: a POST whose body is the form `List-Unsubscribe=One-Click`.
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const stored = await testApp.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect([stored.monthlyReminder, stored.productUpdates, stored.emailNotifications]).toEqual([
      false,
      true,
      true,
    ]);
    expect(await run('2027-01-26T07:00:00Z')).toBeGreaterThanOrEqual(0);
    await testApp.app.mail.deliverDue();
    expect(remindersTo(user.email)).toHaveLength(0);

    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe?token=inconnu-inconnu-inconnu-inconnu&list=monthly-reminder',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ce lien de désinscription est invalide.');
    const badList = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(user.notificationToken)}&list=tout`,
    });
    expect(badList.statusCode).toBe(400);
  });
});
