import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { signIn } from '../src/portal.ts';
import { type FakeClockServer, startProductionServerOnFakeClock } from '../src/server-clock.ts';

/** The demo account of this file's own server: finalised payslips, a draft, documents. */
const DEMO = { username: 'demo', password: 'demo-dirigeo' };
const SESSION_COOKIE = 'dirigeo.sid';
/** A client's idle lifetime on a server started with the defaults (SESSION_IDLE_TIMEOUT_MINUTES unset). */
const IDLE_MS = 30 * 60_000;
const MINUTE = 60_000;
/**
 * Chromium stores `Expires` as the real time of the answer plus (`Expires` − the answer's `Date`),
 * both headers to the second: the jar's end differs from `Expires` by less than two seconds.
 */
const JAR_PRECISION_MS = 2_000;

/** The `Expires` of the session cookie an API answer sets, in ms; undefined when it sets none. */
function sessionCookieExpiry(setCookie: string | null): number | undefined {
  const line = setCookie?.split('\n').find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const expires = line?.match(/;\s*Expires=([^;]+)/i)?.[1];
  return expires === undefined ? undefined : new Date(expires).getTime();
}

/** The session cookie the browser keeps, its expiry in ms. */
async function keptSessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((kept) => kept.name === SESSION_COOKIE);
  return cookie && { value: cookie.value, expiresMs: cookie.expires * 1000 };
}

/**
 * Issue 21 §1: the idle lifetime rolls with activity, cookie included. The browser's clock
 * (Playwright's `page.clock`) and the server's (`server-clock-preload.ts`: its `Date`, which the
 * session's idle end, its row and its cookie's `Expires` are computed from) jump forward together,
 * so that 48 minutes of work and 31 idle ones take seconds.
 *
 * Chromium's cookie jar expires cookies on the real clock, which neither fake clock moves: the
 * cookie stays in the jar, with the end the server gave it (Chromium reads `Expires` against the
 * answer's `Date`, which Node writes on the real clock, so the jar keeps the server's end to the
 * second). The test reads that end in the answer and in the jar; being signed out after idling is the
 * server's decision (the row's end), which is what a real browser would meet too.
 */
describeInBrowser('a session that rolls with activity, at 390 px, on a fake clock', (session) => {
  let server: FakeClockServer | undefined;
  /** How far ahead of the real clock the server's runs. */
  let serverOffsetMs = 0;

  beforeAll(async () => {
    server = await startProductionServerOnFakeClock();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** The page's requests under way, counted from when the page opens (`watchRequests`). */
  let requestsUnderWay = 0;
  function watchRequests(page: Page): void {
    page.on('request', () => {
      requestsUnderWay += 1;
    });
    const ended = () => {
      requestsUnderWay = Math.max(0, requestsUnderWay - 1);
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }

  /** Until no request of the page has been under way for 300 ms. */
  async function requestsSettled(): Promise<void> {
    const deadline = Date.now() + 30_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (requestsUnderWay > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 300) return;
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }

  /**
   * Both clocks `ms` forward; checks that they still agree. The requests the open screen's timers
   * send when the browser's clock jumps are answered before the server's moves: a request that
   * reached the server after its jump, answered while the next screen was loading, renewed the
   * session in a response the browser dropped (seen in CI under load), and the next screen's
   * requests, within the minute, renewed nothing.
   */
  async function passTime(page: Page, ms: number): Promise<number> {
    if (!server) throw new Error('no server');
    await page.clock.fastForward(ms);
    await requestsSettled();
    serverOffsetMs = await server.advanceClock(ms);
    const serverNow = Date.now() + serverOffsetMs;
    const browserNow = await page.evaluate(() => Date.now());
    expect(Math.abs(browserNow - serverNow)).toBeLessThan(5_000);
    return serverNow;
  }

  /** The first API answer of `action` that sets the session cookie: its `Expires`, in ms. */
  async function renewedExpiryDuring(page: Page, action: () => Promise<void>): Promise<number | undefined> {
    const renewal = page
      .waitForResponse(
        async (response) =>
          new URL(response.url()).pathname.startsWith('/api/') &&
          sessionCookieExpiry(await response.headerValue('set-cookie')) !== undefined,
        // As long as the step's own waits: under the full suite's load, a cold screen takes seconds.
        { timeout: 60_000 },
      )
      .then(async (response) => sessionCookieExpiry(await response.headerValue('set-cookie')))
      .catch(() => undefined);
    await action();
    return renewal;
  }

  it('keeps an officer working for 48 minutes signed in, cookie renewed at each step, and signs them out after 31 idle minutes', async () => {
    if (!server) throw new Error('no server');
    const context = await session.browser.newContext({
      baseURL: server.baseUrl,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    watchRequests(page);
    // The browser's Date and timers, from now on and across page loads (the server's starts in step).
    await page.clock.install();

    const signedInAt = Date.now() + serverOffsetMs;
    const signInExpiry = await renewedExpiryDuring(page, () => signIn(page, DEMO.username, DEMO.password));
    const signedInEnd = Date.now() + serverOffsetMs;
    if (signInExpiry === undefined) throw new Error('the sign-in set no session cookie');
    // `Expires` has a one-second resolution.
    expect(signInExpiry).toBeGreaterThanOrEqual(signedInAt + IDLE_MS - 1000);
    expect(signInExpiry).toBeLessThanOrEqual(signedInEnd + IDLE_MS);
    const signedIn = await keptSessionCookie(context);
    expect(Math.abs((signedIn?.expiresMs ?? 0) - signInExpiry)).toBeLessThan(JAR_PRECISION_MS);

    const payslips: { id: number; status: string }[] = await page.evaluate(async () =>
      (await fetch('/api/payslips')).json(),
    );
    const finalised = payslips.filter((payslip) => payslip.status === 'completed');
    const draft = payslips.find((payslip) => payslip.status === 'draft');
    if (finalised.length < 2 || !draft)
      throw new Error('the demo account has finalised payslips and a draft');

    /** A working session: a screen every 6 minutes, each one asking the API for what it shows. */
    const steps: { path: string; ready: string }[] = [
      { path: '/payslips', ready: 'Rechercher une période' },
      { path: `/payslips/${finalised[0]?.id}`, ready: 'Montant net social' },
      { path: '/documents', ready: 'Mes documents' },
      { path: `/payslips/${finalised[1]?.id}`, ready: 'Montant net social' },
      { path: '/profile', ready: 'Enregistrer mes informations' },
      { path: `/payslips/${draft.id}`, ready: 'Éléments de paie' },
      { path: '/settings', ready: 'Supprimer mon compte' },
      { path: '/dashboard', ready: 'Bulletins récents' },
    ];
    let previousExpiry = signInExpiry;
    for (const step of steps) {
      // Both clocks move first (the open screen's own requests settled at the earlier time: one of
      // them may renew the session with the earlier end, when the last renewal is a real minute
      // old); then the next screen's first API request renews it, six minutes on.
      const stepStart = await passTime(page, 6 * MINUTE);
      const expiry = await renewedExpiryDuring(page, async () => {
        await page.goto(step.path);
        // The screen, or the sign-in screen if the session ended (the test then fails below, at once).
        await page
          .getByText(step.ready)
          .first()
          .or(page.getByRole('button', { name: 'Se connecter' }))
          .first()
          .waitFor();
      });
      const stepEnd = Date.now() + serverOffsetMs;
      // Still signed in, on the screen asked for…
      expect(new URL(page.url()).pathname, step.path).toBe(step.path.split('?')[0]);
      // …and the server moved the session's end to this request + 30 minutes, in its cookie…
      expect(expiry, `${step.path}: no renewed cookie`).toBeDefined();
      expect(expiry).toBeGreaterThanOrEqual(stepStart + IDLE_MS - 1000);
      expect(expiry).toBeLessThanOrEqual(stepEnd + IDLE_MS);
      expect(expiry).toBeGreaterThan(previousExpiry);
      // …which the browser keeps, same session, with that end.
      const kept = await keptSessionCookie(context);
      expect(kept?.value).toBe(signedIn?.value);
      expect(Math.abs((kept?.expiresMs ?? 0) - (expiry ?? 0))).toBeLessThan(JAR_PRECISION_MS);
      previousExpiry = expiry ?? 0;
    }
    // Past the idle lifetime of the sign-in, and of the first renewals.
    const workedUntil = Date.now() + serverOffsetMs;
    expect(workedUntil - signedInAt).toBeGreaterThanOrEqual(48 * MINUTE);
    expect(previousExpiry).toBeGreaterThan(signInExpiry + 45 * MINUTE);

    // Then 31 minutes without a request: the next screen asked for is the sign-in.
    await passTime(page, IDLE_MS + MINUTE);
    expect(Date.now() + serverOffsetMs).toBeGreaterThan(previousExpiry);
    // The server ends the session, not the browser (its jar runs on the real clock and still holds the
    // cookie, unless a request the open screen's timers sent once the clocks jumped already found the
    // session over and had it cleared): either way the next screen asked for is the sign-in.
    await page.goto('/payslips');
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    // The answer that found the session over told the browser to drop the site's signed-in hint.
    const hint = (await context.cookies()).find((cookie) => cookie.name === 'dirigeo_signed_in');
    expect(hint?.value ?? '').toBe('');

    await context.close();
    // Nine screens, each waiting up to 60 s for its answer: alone the test takes 4 s, but beside the
    // rest of the suite it once took over 60 s in CI (vitest's default here), which says nothing of
    // the sessions. The bound is the steps' own waits.
  }, 600_000);
});
