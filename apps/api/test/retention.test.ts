import type { MikroORM } from '@mikro-orm/core';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConversation } from '../src/modules/chat/chat-conversation.entity.ts';
import { changeSubmissionStatus } from '../src/modules/contact/change-submission-status.ts';
import { ContactSubmission } from '../src/modules/contact/contact-submission.entity.ts';
import { NewsletterSubscription } from '../src/modules/newsletter/newsletter-subscription.entity.ts';
import { purgeExpiredRecords } from '../src/modules/retention/purge-expired-records.ts';
import { retentionCutoffs } from '../src/modules/retention/retention-cutoffs.ts';
import jobsPlugin from '../src/plugins/app/jobs.ts';
import retentionPlugin from '../src/plugins/app/retention.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

/**
 * The privacy policy's retention periods, enforced: 12 months for the assistant's exchanges, 3 years
 * after unsubscribing for the newsletter, 3 years after the last change for contact requests.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  const em = testApp.orm.em.fork();
  await em.nativeDelete(ChatConversation, {});
  await em.nativeDelete(NewsletterSubscription, {});
  await em.nativeDelete(ContactSubmission, {});
});

const NOW = new Date('2027-11-22T09:00:00.000Z');
const cutoffs = retentionCutoffs(NOW);
const SECOND = 1000;
const shift = (date: Date, ms: number) => new Date(date.getTime() + ms);

async function storeExchange(userMessage: string, createdAt: Date): Promise<void> {
  await testApp.orm.em.fork().insert(ChatConversation, {
    sessionId: 'conversation-de-test',
    userMessage,
    botResponse: '<p>Réponse</p>',
    responseTime: 120,
    ipAddress: '203.0.113.5',
    userAgent: 'Mozilla/5.0 Test',
    createdAt,
  });
}

let subscriptionSequence = 0;
async function storeSubscription(email: string, consentAt: Date, unsubscribedAt: Date | null): Promise<void> {
  subscriptionSequence += 1;
  await testApp.orm.em.fork().insert(NewsletterSubscription, {
    email,
    prenom: 'Camille',
    conventionsCollectives: ['1486'],
    consentAt,
    consentIpAddress: '203.0.113.6',
    unsubscribeToken: `jeton-de-desinscription-${subscriptionSequence}`,
    unsubscribedAt,
    createdAt: consentAt,
    updatedAt: unsubscribedAt ?? consentAt,
  });
}

async function storeContactRequest(name: string, createdAt: Date, updatedAt: Date | null): Promise<number> {
  return (await testApp.orm.em.fork().insert(ContactSubmission, {
    name,
    email: 'camille@example.fr',
    companyName: 'Martin Conseil',
    jobTitle: 'Présidente',
    employeeCount: 2,
    packageType: 'essential',
    clientType: 'company',
    siret: '91234567500009',
    message: 'Bonjour',
    submissionTime: 9000,
    ipAddress: '203.0.113.7',
    createdAt,
    updatedAt,
  })) as number;
}

async function remaining() {
  const em = testApp.orm.em.fork();
  const names = <T>(rows: T[], name: (row: T) => string) => rows.map(name).sort();
  return {
    exchanges: names(await em.find(ChatConversation, {}), (row) => row.userMessage),
    subscriptions: names(await em.find(NewsletterSubscription, {}), (row) => row.email),
    contactRequests: names(await em.find(ContactSubmission, {}), (row) => row.name),
  };
}

describe('purgeExpiredRecords', () => {
  it('deletes the assistant’s exchanges asked more than 12 months ago, and keeps the others', async () => {
    expect(cutoffs.chatConversationsAskedBefore).toEqual(new Date('2026-11-22T09:00:00.000Z'));
    await storeExchange('hier', shift(NOW, -24 * 3600 * SECOND));
    await storeExchange('un an moins une seconde', shift(cutoffs.chatConversationsAskedBefore, SECOND));
    await storeExchange('un an tout juste', cutoffs.chatConversationsAskedBefore);
    await storeExchange('un an et une seconde', shift(cutoffs.chatConversationsAskedBefore, -SECOND));
    await storeExchange('deux ans', new Date('2025-11-01T00:00:00.000Z'));

    expect(await purgeExpiredRecords(testApp.orm.em.fork(), NOW)).toEqual({
      chatConversations: 2,
      newsletterSubscriptions: 0,
      contactSubmissions: 0,
      activityLogEntries: 0,
    });
    expect((await remaining()).exchanges).toEqual(['hier', 'un an moins une seconde', 'un an tout juste']);
  });

  it('deletes a subscription 3 years after its unsubscribing, and never an active one', async () => {
    expect(cutoffs.newsletterUnsubscribedBefore).toEqual(new Date('2024-11-22T09:00:00.000Z'));
    const tenYearsAgo = new Date('2017-11-22T09:00:00.000Z');
    await storeSubscription('active@example.fr', tenYearsAgo, null);
    await storeSubscription('partie-hier@example.fr', tenYearsAgo, shift(NOW, -24 * 3600 * SECOND));
    await storeSubscription(
      'presque@example.fr',
      tenYearsAgo,
      shift(cutoffs.newsletterUnsubscribedBefore, SECOND),
    );
    await storeSubscription('tout-juste@example.fr', tenYearsAgo, cutoffs.newsletterUnsubscribedBefore);
    await storeSubscription(
      'expiree@example.fr',
      tenYearsAgo,
      shift(cutoffs.newsletterUnsubscribedBefore, -SECOND),
    );

    expect(await purgeExpiredRecords(testApp.orm.em.fork(), NOW)).toEqual({
      chatConversations: 0,
      newsletterSubscriptions: 1,
      contactSubmissions: 0,
      activityLogEntries: 0,
    });
    expect((await remaining()).subscriptions).toEqual([
      'active@example.fr',
      'partie-hier@example.fr',
      'presque@example.fr',
      'tout-juste@example.fr',
    ]);
    // However far in the future, an active subscription stays.
    await purgeExpiredRecords(testApp.orm.em.fork(), new Date('2099-01-01T00:00:00.000Z'));
    expect((await remaining()).subscriptions).toEqual(['active@example.fr']);
  });

  it('deletes a contact request 3 years after its last change, or after its sending when never changed', async () => {
    const cutoff = cutoffs.contactRequestsLastChangedBefore;
    expect(cutoff).toEqual(new Date('2024-11-22T09:00:00.000Z'));
    const fiveYearsAgo = new Date('2022-11-22T09:00:00.000Z');
    await storeContactRequest('récente', shift(NOW, -3600 * SECOND), null);
    await storeContactRequest('envoyée il y a presque 3 ans', shift(cutoff, SECOND), null);
    await storeContactRequest('envoyée il y a 3 ans tout juste', cutoff, null);
    await storeContactRequest('envoyée il y a plus de 3 ans', shift(cutoff, -SECOND), null);
    await storeContactRequest('traitée il y a presque 3 ans', fiveYearsAgo, shift(cutoff, SECOND));
    await storeContactRequest('traitée il y a 3 ans tout juste', fiveYearsAgo, cutoff);
    await storeContactRequest('traitée il y a plus de 3 ans', fiveYearsAgo, shift(cutoff, -SECOND));

    expect(await purgeExpiredRecords(testApp.orm.em.fork(), NOW)).toEqual({
      chatConversations: 0,
      newsletterSubscriptions: 0,
      contactSubmissions: 2,
      activityLogEntries: 0,
    });
    expect((await remaining()).contactRequests).toEqual([
      'envoyée il y a 3 ans tout juste',
      'envoyée il y a presque 3 ans',
      'récente',
      'traitée il y a 3 ans tout juste',
      'traitée il y a presque 3 ans',
    ]);
  });

  it('counts a contact request from the back office’s last status change', async () => {
    const fourYearsAgo = new Date(Date.now() - 4 * 365 * 24 * 3600 * SECOND);
    const id = await storeContactRequest('rouverte', fourYearsAgo, null);
    await storeContactRequest('oubliée', fourYearsAgo, null);
    const before = Date.now();
    await changeSubmissionStatus(testApp.orm.em.fork(), id, 'contacted');
    const stored = await testApp.orm.em.fork().findOneOrFail(ContactSubmission, { id });
    expect(stored.updatedAt?.getTime()).toBeGreaterThanOrEqual(before - SECOND);
    expect(stored.createdAt).toEqual(fourYearsAgo);

    await purgeExpiredRecords(testApp.orm.em.fork(), new Date());
    expect((await remaining()).contactRequests).toEqual(['rouverte']);
  });

  it('leaves a request sent through the form without a change date until the back office changes it', async () => {
    const em = testApp.orm.em.fork();
    const created = em.create(ContactSubmission, {
      name: 'par le formulaire',
      email: 'alex@example.fr',
      companyName: 'Société',
      jobTitle: 'Gérant',
      employeeCount: 1,
      packageType: 'software',
      clientType: 'company',
      siret: '91234567500009',
      message: 'Bonjour',
      submissionTime: 9000,
      ipAddress: '203.0.113.8',
    });
    await em.flush();
    expect(created.updatedAt ?? null).toBeNull();
    // The same status again changes nothing, so it is no exchange.
    await changeSubmissionStatus(testApp.orm.em.fork(), created.id, 'new');
    expect(
      (await testApp.orm.em.fork().findOneOrFail(ContactSubmission, { id: created.id })).updatedAt,
    ).toBeNull();
  });
});

describe('the retention job', () => {
  /** Log lines of a server, parsed. */
  const lines: { level: number; msg: string; job?: string; err?: { message: string } }[] = [];

  /** A server with `orm` (left open when it closes), the jobs plugin and the retention plugin alone. */
  async function serverWith(orm: MikroORM): Promise<FastifyInstance> {
    lines.length = 0;
    const server = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    await server.register(
      fp(
        async (fastify: FastifyInstance) => {
          fastify.decorate('orm', orm);
        },
        { name: 'orm' },
      ),
    );
    await server.register(jobsPlugin, { nodeEnv: 'test' });
    await server.register(retentionPlugin);
    return server;
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is registered to run every hour and at start-up: the expired records are gone once the server is ready', async () => {
    await storeExchange('trop ancienne', new Date(Date.now() - 2 * 366 * 24 * 3600 * SECOND));
    await storeExchange('du jour', new Date());
    const server = await serverWith(testApp.orm);
    expect(server.jobs.jobs).toEqual([
      { name: 'retention-purge', schedule: '0 * * * *', runAtStart: true, run: expect.any(Function) },
    ]);
    await server.ready();
    expect((await remaining()).exchanges).toEqual(['du jour']);
    expect(lines.filter((line) => line.job === 'retention-purge')).toMatchObject([
      { level: 30, msg: 'job run', chatConversations: 1 },
    ]);
    await server.close();
  });

  it('logs a failed purge as a warning and starts all the same', async () => {
    const failing = {
      em: {
        fork: () => ({
          nativeDelete: () => Promise.reject(new Error('connection lost')),
        }),
        getDriver: () => ({}),
      },
    } as unknown as MikroORM;
    const server = await serverWith(failing);
    await expect(server.ready()).resolves.toBeDefined();
    expect(lines.filter((line) => line.job === 'retention-purge')).toMatchObject([
      { level: 40, msg: 'job run failed', willRetry: true, err: { message: 'connection lost' } },
    ]);
    await server.close();
  });
});
