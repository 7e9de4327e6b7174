import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** A user created for one test file, so that files never depend on each other's data. */
export interface TestAccount {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
}

declare global {
  interface Window {
    /** Set by axe's source once evaluated in the page. */
    axe: typeof axe;
  }
}

let counter = 0;

/** Fresh, unique account details. */
export function newAccount(prefix: string): TestAccount {
  counter += 1;
  const id = `${prefix}-${Date.now().toString(36)}-${counter}`;
  return {
    username: id,
    password: 'mot-de-passe-e2e',
    firstName: 'Camille',
    lastName: 'Testeur',
    email: `${id}@example.fr`,
  };
}

/**
 * Creates the account through POST /api/register from inside the page (same origin, so the API's
 * origin check accepts it); the page's context is then signed in as that user.
 */
export async function registerThroughApi(page: Page, account: TestAccount): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/auth');
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    {
      ...account,
      company: 'Testeur Conseil',
      position: 'Président',
      status: 'sasu',
      subscriptionType: 'free_trial',
    },
  );
  if (status !== 201) throw new Error(`registration answered ${status}`);
}

/** Signs in through the /auth screen. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/dashboard');
}

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The serious and critical accessibility violations axe finds on the page as it is now. axe's
 * source goes in through the DevTools protocol, which the page's CSP does not apply to.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  // A menu fading out or a dialog fading in has text at part opacity: axe would measure its
  // contrast mid-animation (seen on a loaded machine). Wait for every finite animation to end;
  // a scroll-driven one (the back-to-top button's) follows the scroll, not the clock, and never ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline instanceof DocumentTimeline)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/** The session's problems except the refusals a test provokes on purpose ('415 POST …/api/documents'). */
export function unexpectedProblems(problems: readonly string[], provoked: readonly RegExp[] = []): string[] {
  return problems.filter((problem) => !provoked.some((pattern) => pattern.test(problem)));
}

/**
 * Closes the open toasts with their « Fermer » button and waits until they are gone, before a click
 * on what they may cover (the bottom of a narrow screen): the pointer over a toast pauses its own
 * 5 s, so a click that waits for it to leave can wait until its timeout on a slow day.
 */
export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>(
      '[role="region"][aria-label^="Notifications"] li button[aria-label="Fermer"]',
    ))
      close.click();
  });
  await page.waitForFunction(
    () => !document.querySelector('[role="region"][aria-label^="Notifications"] li'),
  );
}
