import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { linkIn, mailsTo } from '../src/outbox.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

describeInBrowser('the account’s e-mail address and notifications at 390 px', (session) => {
  it('confirms the address by its link, changes it with the password and a link to the new one, and stores the notification switches', async () => {
    const account = newAccount('adresse');
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page, account);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    // Unconfirmed: the dashboard says so; the registration's link confirms it.
    await page.goto('/dashboard');
    await page.getByText('Adresse e-mail non confirmée').waitFor();
    expect(await fits()).toBe(true);
    await session.screenshot(page, 'portal-email-unconfirmed-390');
    const [welcome] = await mailsTo(account.email);
    const verifyLink = linkIn(welcome ?? '', 'http://localhost');
    expect(verifyLink).toContain('/auth/confirmer?token=');
    await page.goto(new URL(verifyLink).pathname + new URL(verifyLink).search);
    await page.getByText(`Merci : votre adresse ${account.email} est confirmée.`).waitFor();
    expect(await fits()).toBe(true);

    // A new address: the password, then the link sent to it; the old one is told.
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
    expect(await page.getByText('Adresse e-mail non confirmée').count()).toBe(0);
    await page.getByRole('button', { name: 'Changer d’adresse e-mail' }).click();
    const newEmail = `nouvelle-${account.email}`;
    await page.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
    await page.getByText('Le mot de passe actuel est incorrect').waitFor();
    await page.getByLabel('Mot de passe actuel').fill(account.password);
    await page.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
    await page
      .getByText(`Changement d’adresse en attente : ouvrez le lien envoyé à ${newEmail}.`, { exact: false })
      .waitFor();
    expect(await fits()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-email-change-pending-390');
    const told = await mailsTo(account.email, 2);
    expect(told[1]).toContain(newEmail);
    const [confirmation] = await mailsTo(newEmail);
    const changeLink = new URL(linkIn(confirmation ?? '', 'http://localhost'));
    await page.goto(changeLink.pathname + changeLink.search);
    await page.getByText(`C’est fait : ${newEmail} est désormais l’adresse de votre compte.`).waitFor();
    // Once only.
    await page.goto(changeLink.pathname + changeLink.search);
    await page.getByText(/n’est plus valable/).waitFor();
    await page.goto('/settings');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);

    // The Notifications tab: a switch changed, saved, and still off after a reload.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const reminder = page.getByRole('switch', { name: 'Rappels mensuels' });
    await expect.poll(() => reminder.isDisabled()).toBe(false);
    expect(await reminder.getAttribute('aria-checked')).toBe('true');
    await reminder.click();
    await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
    await page.getByText('Préférences enregistrées', { exact: true }).first().waitFor();
    expect(await fits()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-settings-notifications-390');
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Rappels mensuels' }).getAttribute('aria-checked'))
      .toBe('false');
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(
      unexpectedProblems(session.problems, [
        /^400 POST \S+\/api\/user\/email-change$/,
        /^400 POST \S+\/api\/email-verification\/confirm$/,
      ]),
    ).toEqual([]);
  });
});
