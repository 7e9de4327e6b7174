import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

describeInBrowser('the dashboard and unknown paths', (session) => {
  it('greets the user and offers the quick actions', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const account = newAccount('tableau');
    await registerThroughApi(page, account);
    await page.goto('/dashboard');
    await page.getByText(`Bonjour, ${account.firstName} ${account.lastName}`).waitFor();
    await page.getByText('Aucun bulletin pour le mois précédent').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-dashboard');

    await page.getByRole('link', { name: 'Nouveau bulletin' }).click();
    await page.waitForURL('**/payslips?action=new');
    await page.getByRole('tab', { name: 'Créer un bulletin', selected: true }).waitFor();

    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Tableau de bord' }).click();
    await page.waitForURL('**/dashboard');
    await session.screenshot(page, 'portal-dashboard-mobile');
    await context.close();
  });

  it('shows the 404 page on an unknown path', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    // Unknown paths under a portal route reach the portal (others get the marketing site's 404),
    // with the status 404 all the same.
    const response = await page.goto('/dashboard/inconnu');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-not-found');
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
