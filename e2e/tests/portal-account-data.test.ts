import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, signIn, unexpectedProblems } from '../src/portal.ts';
import { savedDownload } from '../src/downloads.ts';

const DEMO = { username: 'demo', password: 'demo-dirigeo' };
const PHONE = { width: 390, height: 844 };

/** Whether the page is no wider than the window (nothing scrolls sideways). */
function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describeInBrowser("the account's own data at 390 px", (session) => {
  it('lists the activity log of a Complète account in the Sécurité tab', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.username, DEMO.password);
    await page.goto('/settings?onglet=securite');
    const log = page.getByRole('list', { name: 'Journal d’activité' });
    await log.waitFor();
    // The sign-in just made is the newest event.
    expect(await log.getByRole('listitem').first().textContent()).toContain('Connexion');
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'portal-settings-activity-390');
    await context.close();
  });

  it('downloads the export as a zip, then deletes the account: signed out, and signing in is refused', async () => {
    const account = newAccount('suppression');
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await registerThroughApi(page, account);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Exporter mes données' }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporter mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dirigeo-export-\d{4}-\d\d-\d\d\.zip$/);
    const path = await savedDownload(download);
    const files = unzipSync(new Uint8Array(await readFile(path)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['LISEZMOI.txt', 'compte.json', 'bulletins.json']),
    );
    const compte = JSON.parse(strFromU8(files['compte.json'] ?? new Uint8Array())) as {
      account: { username: string };
    };
    expect(compte.account.username).toBe(account.username);

    // The deletion: a wrong password is refused in the dialog, the right one closes the account.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' });
    await dialog.waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'portal-settings-delete-390');
    await dialog.getByLabel('Votre mot de passe').fill('pas-le-bon-mot-de-passe');
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await dialog.getByText('Mot de passe incorrect : votre compte n’a pas été supprimé.').waitFor();
    await dialog.getByLabel('Votre mot de passe').fill(account.password);
    await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('Compte supprimé', { exact: true }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/user')).status)).toBe(401);

    await page.getByLabel("Nom d'utilisateur").fill(account.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText("Nom d'utilisateur ou mot de passe incorrect").first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(
      unexpectedProblems(session.problems, [
        /^400 DELETE \S+\/api\/user$/,
        /^401 GET \S+\/api\/user$/,
        /^401 POST \S+\/api\/login$/,
      ]),
    ).toEqual([]);
  });
});
