import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { signIn, unexpectedProblems } from '../src/portal.ts';

/** The demo account's content: finalised payslips, a draft and documents (read only here). */
const DEMO = { username: 'demo', password: 'demo-dirigeo' };
const WIDTHS = [320, 390, 768] as const;

/** The built file of a portal module, from Vite's manifest (`apps/portal/dist/.vite/manifest.json`). */
function portalChunkOf(module: string): string {
  const manifestPath = resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../apps/portal/dist/.vite/manifest.json',
  );
  const manifest: Record<string, { file?: string }> = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const file = manifest[module]?.file;
  if (!file) throw new Error(`${module} is not in the portal's manifest`);
  return file;
}

/**
 * The actions of the screen that lie under the assistant's floating button once the page is
 * scrolled to its end (the last row's menu, « Enregistrer », a card's delete icon).
 */
async function coveredByTheAssistant(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  return page.evaluate(() => {
    const launcher = document.querySelector(
      'button[aria-label^="Ouvrir l\'assistant"], button[aria-expanded][aria-label*="assistant"]',
    );
    if (!launcher) return ['no assistant button found'];
    const corner = launcher.getBoundingClientRect();
    const actions = document.querySelectorAll<HTMLElement>(
      '#contenu :is(a, button, input, select, textarea, [role="button"], [role="combobox"])',
    );
    return [...actions]
      .filter((action) => {
        const box = action.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.left < corner.right &&
          box.right > corner.left &&
          box.top < corner.bottom &&
          box.bottom > corner.top
        );
      })
      .map((action) => action.getAttribute('aria-label') ?? action.textContent?.trim() ?? action.tagName);
  });
}

/** Tabs whose label is cut: wider than the tab, or the tab outside its list's visible box. */
async function clippedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#contenu [role="tab"]')]
      .filter((tab) => {
        const list = tab.closest('[role="tablist"]')?.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        const outside = list ? box.right > list.right + 0.5 || box.left < list.left - 0.5 : false;
        return tab.scrollWidth > tab.clientWidth + 1 || outside;
      })
      .map((tab) => tab.textContent?.trim() ?? ''),
  );
}

describeInBrowser('every signed-in screen fits the screen', (session) => {
  // One sign-in for the file (its tests only read the demo account); closed with the connection.
  let context: BrowserContext;
  beforeAll(async () => {
    context = await session.newContext();
    await signIn(await context.newPage(), DEMO.username, DEMO.password);
  });

  it('is never wider than the window at 320, 390 and 768 px', async () => {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByText('Bulletins récents').first().waitFor();
    const payslips: { id: number; status: string }[] = await page.evaluate(async () =>
      (await fetch('/api/payslips')).json(),
    );
    const finalised = payslips.find((payslip) => payslip.status === 'completed');
    const draft = payslips.find((payslip) => payslip.status === 'draft');
    if (!finalised || !draft) throw new Error('the demo account has a finalised payslip and a draft');

    /** Each screen: its address, what shows once it is drawn, and what to do before measuring. */
    const screens: { name: string; path: string; ready: string; prepare?: () => Promise<void> }[] = [
      { name: 'dashboard', path: '/dashboard', ready: 'Bulletins récents' },
      { name: 'payslips', path: '/payslips', ready: 'Rechercher une période' },
      { name: 'payslip-create', path: '/payslips?action=new', ready: 'Calcul des cotisations' },
      {
        name: 'payslip-preview',
        path: '/payslips?action=new',
        ready: 'Calcul des cotisations',
        prepare: async () => {
          await page.getByRole('button', { name: 'Aperçu du bulletin' }).click();
          await page.getByText('Net à payer avant impôt sur le revenu', { exact: true }).waitFor();
        },
      },
      { name: 'payslip-finalised', path: `/payslips/${finalised.id}`, ready: 'Montant net social' },
      { name: 'payslip-draft', path: `/payslips/${draft.id}`, ready: 'Éléments de paie' },
      { name: 'documents', path: '/documents', ready: 'Mes documents' },
      { name: 'documents-upload', path: '/documents?action=upload', ready: 'Nom du document' },
      // The company and officer forms come after their own requests: measured once the last one is drawn (a
      // loaded machine scrolled the page while they were still loading, and an input then sat under the assistant).
      { name: 'profile', path: '/profile', ready: 'Enregistrer mes informations' },
      { name: 'settings', path: '/settings', ready: 'Supprimer mon compte' },
      {
        name: 'settings-security',
        path: '/settings',
        ready: 'Supprimer mon compte',
        prepare: async () => {
          await page.getByRole('tab', { name: 'Sécurité' }).click();
          await page.getByLabel('Mot de passe actuel').waitFor();
        },
      },
      {
        name: 'settings-notifications',
        path: '/settings',
        ready: 'Supprimer mon compte',
        prepare: async () => {
          await page.getByRole('tab', { name: 'Notifications' }).click();
          await page.getByText('Notifications par email').first().waitFor();
        },
      },
    ];

    const tooWide: string[] = [];
    const covered: string[] = [];
    const clipped: string[] = [];
    // One load per screen, measured at each width in turn: the portal lays itself out with CSS alone
    // (no script reads the window's width), so a resized window is drawn as one loaded at that width.
    for (const screen of screens) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(screen.path);
      await page.getByText(screen.ready, { exact: false }).first().waitFor();
      await screen.prepare?.();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Measured once the page has been laid out and painted at this width.
        await page.evaluate(
          () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        );
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) tooWide.push(`${screen.name} at ${width} px: ${scrollWidth} px wide`);
        covered.push(
          ...(await coveredByTheAssistant(page)).map((what) => `${screen.name} at ${width} px: ${what}`),
        );
        clipped.push(...(await clippedTabs(page)).map((what) => `${screen.name} at ${width} px: ${what}`));
        if (width === 390) await session.screenshot(page, `narrow-390-${screen.name}`);
      }
    }
    expect(tooWide).toEqual([]);
    // Scrolled to its end, no screen leaves an action under the assistant's floating button.
    expect(covered).toEqual([]);
    // Every tab's label is whole (« Ajouter un document » was cut at 320 px).
    expect(clipped).toEqual([]);
    await page.close();
  });

  it("keeps the sidebar's « Rechercher » inside its button at 1366 px", async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard');
    const search = page.getByRole('button', { name: 'Rechercher sur le site' });
    const { scrollWidth, clientWidth } = await search.evaluate((button) => ({
      scrollWidth: button.scrollWidth,
      clientWidth: button.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.close();
  });

  it("asks for a signed-in screen's code with /api/session on a cold load, not after it answers", async () => {
    const dashboardChunk = portalChunkOf('src/features/dashboard/route.tsx');
    // A fresh context with the same session cookie: an empty cache, as on a cold load.
    const fresh = await session.browser.newContext({
      baseURL: session.baseUrl,
      locale: 'fr-FR',
      storageState: await context.storageState(),
    });
    const cold = await fresh.newPage();
    let userAnswered = false;
    let chunkAskedBeforeUser = false;
    let chunkAsked: () => void = () => {};
    const chunkRequested = new Promise<void>((done) => {
      chunkAsked = done;
    });
    cold.on('request', (request) => {
      if (!request.url().endsWith(dashboardChunk)) return;
      if (!userAnswered) chunkAskedBeforeUser = true;
      chunkAsked();
    });
    // The user's answer is held back until the screen's code is asked for, which must not wait for
    // it (a fixed second was too short on a loaded machine); released after 10 s all the same, so that
    // a portal that does wait fails the test instead of hanging.
    await cold.route('**/api/session', async (route) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([chunkRequested, new Promise((done) => (timer = setTimeout(done, 10_000)))]);
      clearTimeout(timer);
      userAnswered = true;
      await route.continue();
    });
    await cold.goto('/dashboard');
    await cold.getByText('Bulletins récents').first().waitFor();
    expect(chunkAskedBeforeUser).toBe(true);
    await fresh.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
