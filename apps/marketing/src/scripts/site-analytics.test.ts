import { describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINT, type AnalyticsHost, measureAudience } from './site-analytics.ts';

function fakeHost(navigator: Partial<AnalyticsHost['navigator']> = {}) {
  const sent: { url: string; body: unknown; type: string }[] = [];
  const pending: Promise<void>[] = [];
  const listeners = new Map<string, ((event: { persisted?: boolean }) => void)[]>();
  const on = (type: string, listener: (event: { persisted?: boolean }) => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const document = { visibilityState: 'visible', addEventListener: on };
  const host: AnalyticsHost = {
    navigator: {
      sendBeacon: (url, data) => {
        pending.push(
          data.text().then((text) => void sent.push({ url, body: JSON.parse(text), type: data.type })),
        );
        return true;
      },
      ...navigator,
    },
    location: { pathname: '/blog/mon-article' },
    document,
    addEventListener: on,
  };
  const fire = (type: string, event: { persisted?: boolean } = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  return {
    host,
    document,
    fire,
    sent: async () => {
      await Promise.all(pending);
      return sent;
    },
  };
}

describe('the audience measure', () => {
  it('sends the page shown, then the page left once, as JSON beacons with the path only', async () => {
    const { host, document, fire, sent } = fakeHost();
    measureAudience(host);
    document.visibilityState = 'hidden';
    fire('visibilitychange');
    fire('pagehide');
    expect(await sent()).toEqual([
      {
        url: ANALYTICS_ENDPOINT,
        body: { type: 'pageview', path: '/blog/mon-article' },
        type: 'application/json',
      },
      {
        url: ANALYTICS_ENDPOINT,
        body: { type: 'leave', path: '/blog/mon-article' },
        type: 'application/json',
      },
    ]);
  });

  it('counts a page shown again from the browser’s cache, and each time it is left', async () => {
    const { host, document, fire, sent } = fakeHost();
    measureAudience(host);
    fire('pagehide');
    fire('pageshow', { persisted: true });
    document.visibilityState = 'hidden';
    fire('visibilitychange');
    document.visibilityState = 'visible';
    fire('visibilitychange');
    fire('pagehide');
    expect((await sent()).map((beacon) => (beacon.body as { type: string }).type)).toEqual([
      'pageview',
      'leave',
      'pageview',
      'leave',
      'leave',
    ]);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing with %s', async (_name, navigator) => {
    const { host, fire, sent } = fakeHost(navigator);
    measureAudience(host);
    fire('pagehide');
    expect(await sent()).toEqual([]);
  });
});
