import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverQueuedMail, MAIL_RETRY_DELAYS_MINUTES } from '../src/modules/mail/deliver-queued-mail.ts';
import { MailOutbox } from '../src/modules/mail/mail-outbox.entity.ts';
import { queueMail } from '../src/modules/mail/queue-mail.ts';
import { passwordChangedMail } from '../src/modules/mail/templates/password-reset.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';
import { createMailTransport } from '../src/lib/mail/mail-transport.ts';

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Dirigeo <ne-pas-repondre@dirigeo.test>' });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const silent = { info() {}, warn() {}, error() {} };

describe('the mail outbox', () => {
  it('sends a queued message through SMTP right after the flush, and forgets it once accepted', async () => {
    const em = testApp.orm.em.fork();
    queueMail(
      em,
      'camille@example.fr',
      passwordChangedMail({ firstName: 'Camille', siteUrl: 'http://localhost:3000' }),
    );
    await em.flush();
    const [mail] = await smtp.waitFor('camille@example.fr');
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Dirigeo', address: 'ne-pas-repondre@dirigeo.test' }]);
    expect(mail?.text).toContain('Bonjour Camille,');
    expect(mail?.html).toMatch(/^<!doctype html>/);
    await testApp.app.mail.deliverDue();
    expect(await testApp.orm.em.fork().count(MailOutbox, { recipient: 'camille@example.fr' })).toBe(0);
  });

  it('keeps a refused message, retries it later and logs each failure', async () => {
    const em = testApp.orm.em.fork();
    await testApp.app.mail.deliverDue();
    smtp.refuseNext(1);
    queueMail(
      em,
      'retry@example.fr',
      passwordChangedMail({ firstName: 'Alex', siteUrl: 'http://localhost:3000' }),
    );
    await em.flush();
    await testApp.app.mail.deliverDue();
    const kept = await testApp.orm.em.fork().findOneOrFail(MailOutbox, { recipient: 'retry@example.fr' });
    expect(kept.attempts).toBe(1);
    expect(kept.lastError).toMatch(/451/);
    expect(kept.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // A minute later, the sweep sends it.
    const later = () => new Date(Date.now() + (MAIL_RETRY_DELAYS_MINUTES[0] + 1) * 60_000);
    const transport = createMailTransport(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Dirigeo <ne-pas-repondre@dirigeo.test>',
        DATA_DIR: testApp.env.DATA_DIR,
      },
      () => {},
    );
    const result = await deliverQueuedMail(testApp.orm.em.fork(), transport, silent, later);
    transport.close();
    expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await smtp.waitFor('retry@example.fr')).toHaveLength(1);
  });

  it('gives up after the last retry with an error in the log, and keeps the message', async () => {
    const em = testApp.orm.em.fork();
    await testApp.app.mail.deliverDue();
    const failing = { send: async () => Promise.reject(new Error('connexion refusée')), close() {} };
    queueMail(
      em,
      'never@example.fr',
      passwordChangedMail({ firstName: 'Sam', siteUrl: 'http://localhost:3000' }),
    );
    await em.flush();
    const errors: string[] = [];
    const log = { ...silent, error: (_fields: object, message: string) => errors.push(message) };
    let now = Date.now();
    for (let attempt = 0; attempt <= MAIL_RETRY_DELAYS_MINUTES.length; attempt += 1) {
      now += 24 * 60 * 60_000;
      await deliverQueuedMail(testApp.orm.em.fork(), failing, log, () => new Date(now));
    }
    const kept = await testApp.orm.em.fork().findOneOrFail(MailOutbox, { recipient: 'never@example.fr' });
    expect(kept.failedAt).not.toBeNull();
    expect(kept.attempts).toBe(MAIL_RETRY_DELAYS_MINUTES.length + 1);
    expect(errors).toEqual(['mail: could not be sent, given up after every retry']);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an owner-only .eml file in DATA_DIR/outbox and logs its path', async () => {
    const app = await buildTestApp();
    try {
      const logged: string[] = [];
      const transport = createMailTransport(
        { MAIL_FROM: 'Dirigeo <ne-pas-repondre@dirigeo.fr>', DATA_DIR: app.env.DATA_DIR },
        (message) => logged.push(message),
      );
      await transport.send({
        to: 'dev@example.fr',
        ...passwordChangedMail({ firstName: 'Dev', siteUrl: 'http://localhost:3000' }),
      });
      const folder = join(app.env.DATA_DIR, 'outbox');
      const [file] = await readdir(folder);
      expect(file).toMatch(/\.eml$/);
      const path = join(folder, file ?? '');
      expect(logged[0]).toContain(path);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await stat(folder)).mode & 0o777).toBe(0o700);
      const eml = await readFile(path, 'utf8');
      expect(eml).toContain('To: dev@example.fr');
      expect(eml).toContain('Content-Type: text/html');
    } finally {
      await app.close();
    }
  });
});
