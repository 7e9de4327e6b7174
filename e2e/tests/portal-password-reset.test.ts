import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { linkIn, mailsTo } from '../src/outbox.ts';
import {
  newAccount,
  registerThroughApi,
  seriousAxeViolations,
  signIn,
  unexpectedProblems,
} from '../src/portal.ts';
import { fitsTheScreen } from '../src/tools.ts';

describeInBrowser('the forgotten password, on a phone', (session) => {
  it('sends a link by e-mail, which sets a new password once and ends the other sessions', async () => {
    const account = newAccount('oubli');
    // A session opened beforehand, on another device.
    const other = await session.newContext();
    const otherPage = await other.newPage();
    await registerThroughApi(otherPage, account);

    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth');
    await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Adresse e-mail').fill(account.email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await page.getByText(/un e-mail vient de lui être envoyé/).waitFor();
    await session.screenshot(page, 'portal-password-forgotten-390');

    // The e-mail, as the server wrote it to its outbox.
    const [mail] = await mailsTo(account.email, 1, 'Choisir un nouveau mot de passe');
    expect(mail).toContain('/auth/reinitialiser?token=');
    const link = linkIn(mail ?? '', `${session.baseUrl}/auth/reinitialiser?token=`);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    // A common password: the hint says so, and the API refuses it on the field.
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('azertyuiop');
    await page
      .getByText(/trop courant ou trop facile à deviner/)
      .first()
      .waitFor();
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('azertyuiop');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.locator('#reset-password-error').waitFor();
    await session.screenshot(page, 'portal-password-reset-refused-390');

    const newPassword = 'trois chats sur le toit';
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été modifié. Connectez-vous avec le nouveau.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-password-reset-done-390');

    // The link never works twice.
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore un autre secret');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('encore un autre secret');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText(/n’est plus valable/).waitFor();
    await session.screenshot(page, 'portal-password-reset-spent-390');

    // The other device was signed out; the new password opens the account.
    expect(await otherPage.evaluate(async () => (await fetch('/api/user')).status)).toBe(401);
    await signIn(page, account.username, newPassword);
    await page.getByRole('heading', { level: 1, name: /Bonjour|Tableau de bord/ }).waitFor();

    // Sécurité: this session listed, the login alerts live (no « Bientôt disponible » there).
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    await page.getByText('Cette session').waitFor();
    const alerts = page.getByRole('switch', { name: 'Alertes de connexion' });
    await expect.poll(() => alerts.isEnabled()).toBe(true);
    expect(await alerts.getAttribute('aria-checked')).toBe('true');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-settings-security-sessions-390');
    expect(unexpectedProblems(session.problems, [/401/, /400/])).toEqual([]);
    await context.close();
    await other.close();
  });
});
