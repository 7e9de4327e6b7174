import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { querySql } from '../src/lib/db/sql.ts';
import {
  AnalyticsPageView,
  AnalyticsVisitor,
  SiteAnalytics,
} from '../src/modules/analytics/analytics.entities.ts';
import { addDays, parisDayOf } from '../src/modules/analytics/paris-day.ts';
import { AnalyticsRecorder } from '../src/modules/analytics/record-analytics-event.ts';
import { closeAnalyticsDays, getSiteAnalytics } from '../src/modules/analytics/site-analytics.ts';
import { ChatConversation } from '../src/modules/chat/chat-conversation.entity.ts';
import { ContactSubmission } from '../src/modules/contact/contact-submission.entity.ts';
import { signInAsAdmin, TEST_ADMIN_PASSWORD } from './helpers/admin.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  const em = testApp.orm.em.fork();
  for (const table of ['analytics_visitor', 'analytics_page_view', 'analytics_salt', 'site_analytics']) {
    await em.getConnection().execute(`delete from ${table}`);
  }
  await em.nativeDelete(ChatConversation, {});
  await em.nativeDelete(ContactSubmission, {});
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';

function send(payload: unknown, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/analytics/event',
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? '203.0.113.10',
    headers: { 'user-agent': FIREFOX, ...options.headers },
  });
}

async function rowCounts() {
  const em = testApp.orm.em.fork();
  return {
    visitors: await em.count(AnalyticsVisitor, {}),
    pages: await em.count(AnalyticsPageView, {}),
  };
}

describe('POST /api/analytics/event', () => {
  it('counts a page view with no cookie, and keeps neither the IP nor the user agent', async () => {
    const response = await send({ type: 'pageview', path: '/blog' }, { remoteAddress: '198.51.100.23' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rowCounts()).toEqual({ visitors: 1, pages: 1 });
    // Nothing stored holds the address or the browser, in any table of the measure.
    const dump = JSON.stringify(
      await querySql(
        testApp.orm.em.fork(),
        `select (select json_agg(v) from analytics_visitor v) as v, (select json_agg(p) from analytics_page_view p) as p,
                (select json_agg(s) from analytics_salt s) as s`,
      ),
    );
    expect(dump).not.toContain('198.51.100.23');
    expect(dump).not.toContain('Firefox');
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a robot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['no user agent', { 'user-agent': '' }],
  ])('counts nothing for %s, and answers alike', async (_case, headers) => {
    const response = await send({ type: 'pageview', path: '/' }, { headers });
    expect(response.statusCode).toBe(204);
    expect(await rowCounts()).toEqual({ visitors: 0, pages: 0 });
  });

  it('refuses a path with a query, a fragment or no leading slash', async () => {
    for (const path of ['/blog?search=nom@example.fr', '/#contact', 'https://example.fr/', '']) {
      expect((await send({ type: 'pageview', path })).statusCode).toBe(400);
    }
    expect((await send({ type: 'click', path: '/' })).statusCode).toBe(400);
    expect(await rowCounts()).toEqual({ visitors: 0, pages: 0 });
  });
});

describe('the daily figures', () => {
  const recorder = new AnalyticsRecorder();
  const alice = { ipAddress: '198.51.100.1', userAgent: FIREFOX };
  const bob = { ipAddress: '198.51.100.2', userAgent: SAFARI };
  /** Same address as alice, another browser: another visitor. */
  const carol = { ipAddress: '198.51.100.1', userAgent: SAFARI };

  const at = (iso: string) => new Date(iso);
  const pageview = (path: string) => ({ type: 'pageview' as const, path });
  const leave = (path: string) => ({ type: 'leave' as const, path });

  async function record(
    sender: typeof alice,
    event: ReturnType<typeof pageview> | ReturnType<typeof leave>,
    iso: string,
  ) {
    await recorder.record(testApp.orm.em.fork(), event, sender, at(iso));
  }

  async function storeExchange(iso: string) {
    await testApp.orm.em.fork().insert(ChatConversation, {
      sessionId: 'visiteur',
      userMessage: 'Question',
      botResponse: '<p>Réponse</p>',
      responseTime: 120,
      createdAt: at(iso),
    });
  }

  async function storeContact(iso: string) {
    await testApp.orm.em.fork().insert(ContactSubmission, {
      name: 'Camille Martin',
      email: 'camille@example.fr',
      companyName: 'Martin Conseil',
      jobTitle: 'Présidente',
      employeeCount: 3,
      packageType: 'premium',
      clientType: 'company',
      siret: '91234567500009',
      message: 'Bonjour',
      submissionTime: 9000,
      ipAddress: '198.51.100.1',
      createdAt: at(iso),
    });
  }

  it('sums visitors, page views, visits, bounces, time spent and top pages per Paris day, over several days', async () => {
    // 10 March 2026 (Paris is UTC+1).
    // alice: two pages 4 minutes apart, leaves 2 minutes later (one visit of 6 minutes, no bounce);
    // then comes back 3 hours later for one page and leaves 30 s later (a bounce of 30 s).
    await record(alice, pageview('/'), '2026-03-10T08:00:00Z');
    await record(alice, pageview('/tarifs-details'), '2026-03-10T08:04:00Z');
    await record(alice, leave('/tarifs-details'), '2026-03-10T08:06:00Z');
    await record(alice, pageview('/blog'), '2026-03-10T11:00:00Z');
    await record(alice, leave('/blog'), '2026-03-10T11:00:30Z');
    // bob: one page, never says he left (a bounce of 0 s).
    await record(bob, pageview('/'), '2026-03-10T09:00:00Z');
    // carol: one page and leaves 90 s later (a bounce), then a departure 2 hours later that is no visit.
    await record(carol, pageview('/blog'), '2026-03-10T10:00:00Z');
    await record(carol, leave('/blog'), '2026-03-10T10:01:30Z');
    await record(carol, leave('/blog'), '2026-03-10T12:30:00Z');
    // 23:30 in Paris on the 10th is 22:30 UTC: still the 10th.
    await record(bob, pageview('/cgu'), '2026-03-10T22:30:00Z');
    // 00:30 in Paris on the 11th is 23:30 UTC on the 10th: the 11th, and bob is someone new.
    await record(bob, pageview('/'), '2026-03-10T23:30:00Z');
    await record(alice, pageview('/'), '2026-03-11T10:00:00Z');
    await storeExchange('2026-03-10T09:30:00Z');
    await storeExchange('2026-03-10T09:31:00Z');
    await storeExchange('2026-03-10T23:15:00Z'); // 00:15 on the 11th in Paris
    await storeContact('2026-03-09T12:00:00Z'); // a day without a visit

    const days = await getSiteAnalytics(testApp.orm.em.fork(), 4, at('2026-03-11T12:00:00Z'));
    expect(days.map((day) => day.date)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11']);
    const [, ninth, tenth, eleventh] = days;
    expect(ninth).toEqual({
      date: '2026-03-09',
      pageViews: 0,
      uniqueVisitors: 0,
      chatInteractions: 0,
      formSubmissions: 1,
      averageSessionDuration: 0,
      bounceRate: 0,
      topPages: [],
    });
    // Visits: alice 2 (one bounced), bob 2 (two bounced: '/' then '/cgu' 13 h later), carol 1 (bounced).
    // Time: alice 360 + 30 s, bob 0, carol 90 s: 480 s over 5 visits.
    expect(tenth).toEqual({
      date: '2026-03-10',
      pageViews: 6,
      uniqueVisitors: 3,
      chatInteractions: 2,
      formSubmissions: 0,
      averageSessionDuration: 96,
      bounceRate: 80,
      topPages: [
        { path: '/', views: 2 },
        { path: '/blog', views: 2 },
        { path: '/cgu', views: 1 },
        { path: '/tarifs-details', views: 1 },
      ],
    });
    expect(eleventh).toMatchObject({
      date: '2026-03-11',
      pageViews: 2,
      uniqueVisitors: 2,
      chatInteractions: 1,
    });

    // Closing the past days keeps their figures and deletes the hashes and the salts.
    const closed = await closeAnalyticsDays(testApp.orm.em.fork(), at('2026-03-11T12:00:00Z'));
    expect(closed).toBe(1);
    const em = testApp.orm.em.fork();
    const remaining = await querySql<{ day: string }>(
      em,
      `select to_char(day, 'YYYY-MM-DD') as day from analytics_visitor`,
    );
    expect(new Set(remaining.map((row) => row.day))).toEqual(new Set(['2026-03-11']));
    const salts = await querySql<{ day: string }>(
      em,
      `select to_char(day, 'YYYY-MM-DD') as day from analytics_salt`,
    );
    expect(salts.map((row) => row.day)).toEqual(['2026-03-11']);
    const after = await getSiteAnalytics(testApp.orm.em.fork(), 4, at('2026-03-11T12:00:00Z'));
    expect(after).toEqual(days);
    const stored = await em.findOneOrFail(SiteAnalytics, { pageViews: 6 });
    expect(stored).toMatchObject({ uniqueVisitors: 3, chatInteractions: 2, averageSessionDuration: 96 });
    expect(Number(stored.bounceRate)).toBe(80);
    // Closing again changes nothing.
    expect(await closeAnalyticsDays(testApp.orm.em.fork(), at('2026-03-11T13:00:00Z'))).toBe(0);
  });

  it('gives the same person another hash the next day: the days cannot be linked', async () => {
    await record(alice, pageview('/'), '2026-04-01T10:00:00Z');
    await record(alice, pageview('/'), '2026-04-02T10:00:00Z');
    const hashes = await querySql<{ visitor_hash: string }>(
      testApp.orm.em.fork(),
      'select visitor_hash from analytics_visitor',
    );
    expect(hashes).toHaveLength(2);
    expect(hashes[0]?.visitor_hash).not.toBe(hashes[1]?.visitor_hash);
  });

  it('answers the last 30 days to the back office, today included, with the page views sent', async () => {
    const cookie = await signInAsAdmin(testApp.app);
    await send({ type: 'pageview', path: '/simulators' });
    await send({ type: 'pageview', path: '/simulators' }, { remoteAddress: '203.0.113.77' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { days } = response.json() as {
      days: { date: string; pageViews: number; uniqueVisitors: number }[];
    };
    expect(days).toHaveLength(30);
    const today = parisDayOf(new Date());
    expect(days[0]?.date).toBe(addDays(today, -29));
    expect(days.at(-1)).toMatchObject({ date: today, pageViews: 2, uniqueVisitors: 2 });
  });
});
