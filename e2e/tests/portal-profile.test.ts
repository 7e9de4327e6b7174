import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

describeInBrowser('the profile screen', (session) => {
  it('updates the profile and keeps it', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerThroughApi(page, newAccount('profil'));
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Mon profil' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const save = page.getByRole('button', { name: 'Enregistrer les modifications' }).first();
    await page.getByLabel('Prénom').fill('');
    await save.click();
    await page.getByText('Le prénom est requis').waitFor();
    // The address changes in Paramètres › Compte only (password, then the new address's link).
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-profile-errors');

    await page.getByLabel('Prénom').fill('Dominique');
    await page.getByLabel('Téléphone (optionnel)').fill('06 01 02 03 04');
    await page.getByLabel('Fonction').fill('Directeur général');
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Directeur Général' }).click();
    await save.click();
    await page.getByText('Profil mis à jour', { exact: true }).waitFor();
    await session.screenshot(page, 'portal-profile');

    await page.reload();
    // The form shows once the user is loaded, filled with the saved values.
    await page.getByRole('heading', { level: 2, name: 'Informations personnelles' }).waitFor();
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Dominique');
    expect(await page.getByLabel('Téléphone (optionnel)').inputValue()).toBe('06 01 02 03 04');
    expect(await page.getByRole('combobox', { name: 'Statut' }).textContent()).toContain('Directeur Général');
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
