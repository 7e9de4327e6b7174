import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import {
  newAccount,
  registerThroughApi,
  seriousAxeViolations,
  signIn,
  unexpectedProblems,
} from '../src/portal.ts';

describeInBrowser('the settings screen', (session) => {
  it('shows the account, keeps focus in the deletion dialog, changes the password and signs in with it', async () => {
    const account = newAccount('parametres');
    const context = await session.newContext();
    const page = await context.newPage();
    await registerThroughApi(page, account);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await page.getByLabel("Nom d'utilisateur").inputValue()).toBe(account.username);
    expect(await page.getByRole('button', { name: 'Modifier' }).isDisabled()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-settings-account');

    // The dialog keeps the keyboard inside it.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' });
    await dialog.waitFor();
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Rappels mensuels' }).isDisabled()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-settings-notifications');

    await page.getByRole('tab', { name: 'Sécurité' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const newPassword = 'un-nouveau-mot-de-passe';
    // A wrong current password: the server's refusal as a toast.
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await page
      .getByText(/Impossible de mettre à jour votre mot de passe: (?!\d{3}: )/)
      .first()
      .waitFor();
    await session.screenshot(page, 'portal-settings-security');

    await page.getByLabel('Mot de passe actuel').fill(account.password);
    await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await page.getByText('Mot de passe mis à jour', { exact: true }).waitFor();

    // Sign out from the Compte tab, then in again with the new password.
    await page.getByRole('tab', { name: 'Compte' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, account.username, newPassword);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems, [/^400 POST \S+\/api\/user\/change-password$/])).toEqual([]);
  });
});
