import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import {
  dismissToasts,
  newAccount,
  registerThroughApi,
  seriousAxeViolations,
  unexpectedProblems,
} from '../src/portal.ts';

/** How much wider than the window the page is (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describeInBrowser('the Salariés screen', (session) => {
  for (const width of [320, 390, 1366] as const) {
    it(`adds an employee, ends their contract and archives them at ${width} px`, async () => {
      const context = await session.newContext();
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await registerThroughApi(page, newAccount(`salaries${width}`));
      await page.goto('/employees');
      await page.getByRole('heading', { level: 1, name: 'Salariés' }).waitFor();
      await page.getByRole('heading', { name: 'Aucun salarié' }).waitFor();
      await page.getByRole('button', { name: 'Ajouter un salarié' }).first().click();

      const form = page.getByRole('form', { name: 'Ajouter un salarié' });
      await form.getByLabel('Prénom').fill('Léa');
      await form.getByLabel('Nom', { exact: true }).fill('Moreau');
      await form.getByLabel('Numéro de sécurité sociale').fill('2 92 03 69 123 045 28');
      await form.getByLabel('Date de naissance').fill('1992-03-08');
      await form.getByLabel('Commune de naissance').fill('Lyon');
      await form.getByLabel('Département de naissance').fill('69');
      await form.getByLabel('Adresse : numéro et voie').fill('12 rue Mercière');
      await form.getByLabel('Code postal').fill('69002');
      await form.getByLabel('Ville').fill('Lyon');
      await form.getByLabel('Emploi occupé').fill('Assistante de direction');
      await form.getByLabel('Contrat', { exact: true }).selectOption('cdd');
      await form.getByLabel('Date d’embauche').fill('2026-09-01');
      await form.getByLabel('Salaire de base brut mensuel (€)').fill('2 100,00');
      await form.getByRole('button', { name: 'Ajouter le salarié' }).click();
      // The shared schema's messages, before anything is sent.
      await form
        .getByText('La clé du numéro de sécurité sociale ne correspond pas', { exact: false })
        .waitFor();
      await form.getByText('Un CDD a une date de fin (L1242-12)').waitFor();
      await form.getByText('Un CDD a un motif de recours (L1242-12)').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await session.screenshot(page, `portal-employees-errors-${width}`);

      await form.getByLabel('Numéro de sécurité sociale').fill('2 92 03 69 123 045 27');
      await form.getByLabel('Fin du contrat').fill('2026-10-31');
      await form.getByLabel('Motif du CDD').selectOption('accroissement-activite');
      await form.getByRole('button', { name: 'Ajouter le salarié' }).click();
      await page.getByText('Salarié ajouté', { exact: true }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Léa Moreau' });
      await card.getByText('CDD du 1 septembre 2026 au 31 octobre 2026').waitFor();
      await card.getByText('2 100,00 € par mois').waitFor();
      // The CDD ended on 31 October 2026: a past employee, who can be archived.
      await page.getByRole('heading', { name: 'Anciens salariés (1)' }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await session.screenshot(page, `portal-employees-${width}`);

      // Its end-of-contract documents, prefilled by the server: the certificate downloads; the receipt
      // waits for October's payslip to be finalised, and says so under its own section.
      // « Salarié ajouté » can lie over the card at 320 px.
      await dismissToasts(page);
      await card.getByRole('button', { name: 'Documents de fin de contrat' }).click();
      const dialog = page.getByRole('dialog', { name: 'Documents de fin de contrat' });
      await dialog.getByLabel('Civilité du salarié').selectOption('madame');
      await dialog.getByLabel('Fait à').fill('Lyon');
      await dialog
        .getByLabel('Maintien de la mutuelle et de la prévoyance (portabilité)')
        .selectOption('non');
      const certificate = dialog.getByRole('region', { name: 'Certificat de travail' });
      const pdfButton = certificate.getByRole('button', { name: /Télécharger en PDF/ });
      // A new account's company has no address yet: the refusal says where to give it, in place.
      await pdfButton.click();
      await certificate
        .getByRole('alert')
        .getByText('Indiquez l’adresse de l’entreprise dans votre profil', { exact: false })
        .waitFor();
      const saved = await page.evaluate(async () => {
        const user = await (await fetch('/api/user', { headers: { Accept: 'application/json' } })).json();
        const response = await fetch(`/api/user/${user.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            company: user.company,
            position: user.position,
            status: user.status,
            companyAddress: '10 place Bellecour, 69002 Lyon',
          }),
        });
        return response.status;
      });
      expect(saved).toBe(200);
      const [file] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
      expect(file.suggestedFilename()).toMatch(/^certificat-de-travail-lea-moreau-\d{4}-\d{2}-\d{2}\.pdf$/);
      await certificate.getByRole('alert').waitFor({ state: 'detached' });
      // The download's toast (« Certificat de travail téléchargé ») may lie over the next button at
      // 320 px, and the pointer over it pauses it: closed once shown (a CI run waited 30 s on it, stop 49).
      await page.getByText('Certificat de travail téléchargé').first().waitFor();
      await dismissToasts(page);
      const receipt = dialog.getByRole('region', { name: 'Reçu pour solde de tout compte' });
      await receipt.getByRole('button', { name: /Télécharger en Word/ }).click();
      await receipt
        .getByRole('alert')
        .getByText('le bulletin d’octobre 2026 de Léa Moreau', { exact: false })
        .waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await session.screenshot(page, `portal-employees-end-of-contract-${width}`);
      // « Fermer », not Escape: Escape closes the download's toast first, the topmost layer. That toast
      // is closed first, as it can lie over the button.
      await dismissToasts(page);
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await dialog.waitFor({ state: 'detached' });

      await dismissToasts(page);
      await card.getByRole('button', { name: 'Archiver' }).click();
      await card.getByText('Archivé', { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Désarchiver' }).waitFor();

      // The list is the server's: it stays after a reload.
      await page.reload();
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Léa Moreau' })
        .getByText('Archivé', { exact: true })
        .waitFor();
      await context.close();
    });
  }

  it('shows no script error nor CSP violation', () => {
    // The end-of-contract refusals the test provokes (no company address, no finalised payslip).
    expect(unexpectedProblems(session.problems, [/^409 POST .*\/end-of-contract\//])).toEqual([]);
  });
});
