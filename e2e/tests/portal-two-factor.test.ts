import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

const PERIOD_MS = 30_000;

/** The code an authenticator app shows for `secret` at `timestamp` (RFC 6238). */
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

async function fitsTheWidth(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describeInBrowser('two-factor sign-in', (session) => {
  it('at 390 px: turned on in the settings from the page’s key, then asked at sign-in', async () => {
    const account = newAccount('deuxfacteurs');
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page, account);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    const toggle = page.getByRole('switch', { name: 'Authentification à deux facteurs' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();

    // The QR code, made by the server, and the key to type by hand, in groups of four.
    await page.getByAltText('QR code à scanner avec votre application d’authentification').waitFor();
    const shownKey = (await page.locator('#two-factor-secret').innerText()).trim();
    expect(shownKey).toMatch(/^[A-Z2-7]{4}(\s+[A-Z2-7]{1,4})+$/);
    const secret = shownKey.replace(/\s+/g, '');
    await fitsTheWidth(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-two-factor-setup-390');

    const enabledAt = Date.now();
    await page.getByLabel('Code à 6 chiffres affiché par l’application').fill(codeAt(secret, enabledAt));
    await page.getByRole('button', { name: 'Activer' }).click();
    const codes = page.getByRole('list', { name: 'Codes de secours' });
    await codes.waitFor();
    const recoveryCodes = await codes.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await fitsTheWidth(page);
    await session.screenshot(page, 'portal-two-factor-recovery-codes-390');
    await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
    await page.getByText(/Activée depuis le .* · 10 codes de secours restants/).waitFor();
    expect(await toggle.isChecked()).toBe(true);

    // Sign out, then in: the password, then the code.
    await page.getByRole('tab', { name: 'Compte' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/auth');
    await page.getByLabel("Nom d'utilisateur").fill(account.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const codeField = page.getByLabel('Code de vérification');
    await codeField.waitFor();
    expect(page.url()).toContain('/auth');
    await fitsTheWidth(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-two-factor-sign-in-390');
    // A later time step than the one that turned it on: each code is accepted once.
    await codeField.fill(codeAt(secret, Math.max(Date.now(), enabledAt + PERIOD_MS)));
    await page.getByRole('button', { name: 'Vérifier et se connecter' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
