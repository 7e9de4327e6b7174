import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

describeInBrowser('the subscription wizard at /souscription', (session) => {
  it('subscribes through the three steps and lands on the dashboard', async () => {
    const account = newAccount('souscription');
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/souscription');
    const stepHeading = page.getByRole('heading', { level: 2 });
    await stepHeading.filter({ hasText: 'Informations personnelles' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Moving on checks the step's fields.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByText('Le prénom est requis').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-subscription-step-1-errors');

    await page.getByLabel('Prénom').fill(account.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel("Nom d'utilisateur").fill(account.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByLabel('Confirmer le mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await stepHeading.filter({ hasText: "Informations de l'entreprise" }).waitFor();
    await page.getByLabel("Nom de l'entreprise").fill('Testeur Conseil');
    await page.getByLabel('Fonction').fill('Président');
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Président de SASU' }).click();
    await page.getByRole('checkbox', { name: "J'ai des salariés" }).click();
    await page.getByLabel('Nombre de salariés').fill('3');
    expect(await page.getByRole('link', { name: /test d'éligibilité/ }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-subscription-step-2');
    await page.getByRole('button', { name: 'Suivant' }).click();

    await stepHeading.filter({ hasText: 'Options de souscription' }).waitFor();
    // The last step is judged only when the user tries to finish it, not as it opens.
    const termsError = page.getByText("Vous devez accepter les conditions d'utilisation");
    await page.getByRole('radio', { name: /Facturation mensuelle/ }).waitFor();
    await page.waitForTimeout(300);
    expect(await termsError.count()).toBe(0);
    await page.getByRole('button', { name: 'Finaliser la souscription' }).click();
    await termsError.waitFor();
    await page.getByRole('radio', { name: /Facturation mensuelle/ }).click();
    await page.getByRole('checkbox', { name: /J'accepte les/ }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-subscription-step-3');
    await page.getByRole('button', { name: 'Finaliser la souscription' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByText('Inscription réussie', { exact: true }).waitFor();
    const user = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(user).toMatchObject({
      username: account.username,
      subscriptionType: 'monthly',
      hasEmployees: true,
      numberOfEmployees: 3,
      status: 'sasu',
    });
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
