/**
 * The site's audience measure (spec 001 §3, issue 15), in a few lines: a page shown and the page
 * left are sent with `navigator.sendBeacon` to `POST /api/analytics/event`, with the page's path
 * only (no query, no title, no referrer). No cookie, nothing kept in the browser; the server counts
 * the day's visitors through a hash it cannot link to anyone the next day. A visitor who asks not
 * to be followed (Do Not Track, Global Privacy Control) sends nothing at all.
 */

export const ANALYTICS_ENDPOINT = '/api/analytics/event';

type EventType = 'pageview' | 'leave';

/** What the script reads of the browser: the window, or a stand-in in the tests. */
export interface AnalyticsHost {
  navigator: {
    doNotTrack?: string | null;
    globalPrivacyControl?: boolean;
    sendBeacon?: (url: string, data: Blob) => boolean;
  };
  location: { pathname: string };
  document: {
    visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: { persisted?: boolean }) => void): void;
}

/** Whether the visitor asked not to be measured (DNT: '1'; GPC: true). */
function refusesTracking(navigator: AnalyticsHost['navigator']): boolean {
  return navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
}

export function measureAudience(host: AnalyticsHost): void {
  const { navigator } = host;
  if (refusesTracking(navigator) || typeof navigator.sendBeacon !== 'function') return;
  const send = (type: EventType) =>
    navigator.sendBeacon?.(
      ANALYTICS_ENDPOINT,
      new Blob([JSON.stringify({ type, path: host.location.pathname })], { type: 'application/json' }),
    );
  // The page left: once per time it is hidden (switching tabs, closing it, going to another page).
  let shown = true;
  const leave = () => {
    if (!shown) return;
    shown = false;
    send('leave');
  };
  send('pageview');
  host.document.addEventListener('visibilitychange', () => {
    if (host.document.visibilityState === 'hidden') leave();
    else shown = true;
  });
  host.addEventListener('pagehide', leave);
  // Back to a page kept in the browser's cache: another view of it.
  host.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    shown = true;
    send('pageview');
  });
}
