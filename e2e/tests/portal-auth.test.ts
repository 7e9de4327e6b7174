import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import {
  newAccount,
  registerThroughApi,
  seriousAxeViolations,
  signIn,
  unexpectedProblems,
} from '../src/portal.ts';

describeInBrowser('signing in and out', (session) => {
  it('shows the login messages, signs in, redirects /auth, signs out and in again', async () => {
    const account = newAccount('auth');
    const setup = await session.newContext();
    await registerThroughApi(await setup.newPage(), account);
    await setup.close();

    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Connexion' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Bulletins de paie automatisés' }).count()).toBe(0);
    await page.getByText('Bulletins de paie automatisés').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-auth');

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText("Le nom d'utilisateur est requis").waitFor();
    await page.getByText('Le mot de passe est requis').waitFor();

    await page.getByLabel("Nom d'utilisateur").fill(account.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Erreur de connexion', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Inscription' }).click();
    await page.getByRole('button', { name: 'Créer mon compte' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-auth-register');

    // Every select's text stays on one line inside its box, the placeholders included (1366 px).
    await page.setViewportSize({ width: 1366, height: 900 });
    const selects = await page.getByRole('combobox').evaluateAll((triggers) =>
      triggers.map((trigger) => {
        const value = trigger.querySelector('span');
        const box = trigger.getBoundingClientRect();
        const text = value?.getBoundingClientRect();
        const lineHeight = value ? Number.parseFloat(getComputedStyle(value).lineHeight) : 0;
        return {
          name: trigger.id,
          inside: text !== undefined && text.bottom <= box.bottom + 0.5 && text.right <= box.right + 0.5,
          oneLine: text !== undefined && text.height < lineHeight * 1.5,
        };
      }),
    );
    expect(selects.length).toBeGreaterThan(0);
    expect(selects.filter((select) => !select.inside || !select.oneLine)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await signIn(page, account.username, account.password);
    await page.getByText(`Bonjour, ${account.firstName} ${account.lastName}`).waitFor();
    await page.getByText('Connexion réussie', { exact: true }).waitFor();

    await page.goto('/auth');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The portal's toast cannot survive the page load to the site: the site shows the notice.
    await page.getByText('Déconnexion réussie', { exact: true }).waitFor();
    await page.getByText('Vous avez été déconnecté avec succès.').waitFor();
    await session.screenshot(page, 'marketing-signed-out');
    await page.goto('/payslips');
    await page.waitForURL('**/auth');

    await signIn(page, account.username, account.password);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    // The wrong password above is refused on purpose.
    const refusedLogin = /^401 POST .*\/api\/login$/;
    expect(unexpectedProblems(session.problems).filter((problem) => !refusedLogin.test(problem))).toEqual([]);
  });
});
