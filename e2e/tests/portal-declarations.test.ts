import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import {
  newAccount,
  registerThroughApi,
  seriousAxeViolations,
  signIn,
  unexpectedProblems,
} from '../src/portal.ts';
import { savedDownload } from '../src/downloads.ts';

/** The demo account: its three finalised months have their declaration prepared (read only here). */
const DEMO = { username: 'demo', password: 'demo-dirigeo' };

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** 'Octobre 2026' for the month before `date`'s. */
function previousMonthLabel(date: Date): { label: string; period: string; year: number; month: number } {
  const previous = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
  const label = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    previous,
  );
  const year = previous.getUTCFullYear();
  const month = previous.getUTCMonth() + 1;
  return {
    label: label.charAt(0).toUpperCase() + label.slice(1),
    period: `${year}-${String(month).padStart(2, '0')}`,
    year,
    month,
  };
}

describeInBrowser('the declarations screen', (session) => {
  it("shows the demo's prepared declarations at 390 px, says who deposits, and downloads a file in ISO-8859-1", async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.username, DEMO.password);
    // The dashboard reminds of the month's declaration until it is deposited.
    await page
      // « de septembre », « d’octobre »: the month's name elides the preposition before a vowel.
      .getByText(/Déclaration sociale \(DSN\) (?:de |d’)\S+ \d{4} : prête, à déposer sur net-entreprises\.fr/)
      .waitFor();
    await page.setViewportSize({ width: 320, height: 844 });
    expect(await fitsTheScreen(page), 'dashboard at 320 px').toBe(true);
    await session.screenshot(page, 'portal-dashboard-reminder-320');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Voir la déclaration' }).click();
    await page.waitForURL('**/declarations');
    await page.getByRole('heading', { level: 1, name: 'Déclarations' }).waitFor();
    await page.getByText('Il ne la dépose pas à votre place').waitFor();
    await page.getByText('Prête à déposer', { exact: true }).first().waitFor();
    expect(await page.getByText('Prête à déposer', { exact: true }).count()).toBe(3);
    await page.getByText('URSSAF', { exact: true }).first().waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-declarations-390');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le fichier .dsn' }).first().click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^DSN_85237914800012_\d{4}-\d{2}\.dsn$/);
    const bytes = await readFile(await savedDownload(download));
    const text = bytes.toString('latin1');
    expect(text.startsWith("S10.G00.00.001,'DIRIGEO'")).toBe(true);
    expect(text).toContain("S21.G00.06.001,'852379148'");
    expect(text).toContain("S21.G00.30.002,'DURAND'");
    // ISO-8859-1: no UTF-8 sequence in the file.
    expect(bytes.includes(Buffer.from([0xc3]))).toBe(false);

    for (const width of [320, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await session.screenshot(page, `portal-declarations-${width}`);
      expect(await fitsTheScreen(page), `${width} px`).toBe(true);
    }
    await session.screenshot(page, 'portal-declarations-1366');
    await context.close();
  });

  it('takes a new officer from the missing details to a recorded deposit, at 390 px', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await registerThroughApi(page, newAccount('dsn'));
    const month = previousMonthLabel(new Date());
    // A finalised payslip, computed by the server from its inputs; the company's details first.
    const created = await page.evaluate(async (period) => {
      const put = (url: string, body: unknown) =>
        fetch(url, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
      await put('/api/company', {
        name: 'Testeur Conseil',
        siret: '73282932000074',
        nafCode: '70.22Z',
        address: { street: '10 place Bellecour', postalCode: '69002', city: 'Lyon' },
        headcount: 0,
        atmpRatePercent: 0.7,
        atmpRiskCode: '741GD',
        idcc: null,
        urssafSiret: '78861779300013',
        agircArrcoSiret: '30558637200321',
        iban: 'FR7630006000011234567890189',
        bic: 'AGRIFRPP',
        prevoyanceContract: null,
        mutuelleContract: null,
      });
      const response = await fetch('/api/payslips', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          month: period.month,
          year: period.year,
          grossSalary: 4000,
          status: 'completed',
          paymentDate: `${period.period}-28`,
          calculationInputs: {
            pasRatePercent: 5,
            healthInsuranceMonthlyCents: 0,
            healthInsuranceEmployerSharePercent: 0,
            cadrePrevoyance: false,
          },
        }),
      });
      return response.status;
    }, month);
    expect(created).toBe(201);

    await page.goto('/declarations');
    const card = page.getByRole('region', { name: month.label });
    await card.getByText('Non préparée').waitFor();
    await card.getByRole('button', { name: 'Préparer la déclaration' }).click();
    await card.getByText('À corriger', { exact: true }).waitFor();
    // What the officer still lacks, in plain French, with the screen that fixes it.
    await card
      .getByText(/Informations manquantes dans vos informations personnelles : le numéro de sécurité sociale/)
      .waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'portal-declarations-findings-390');
    await card.getByRole('link', { name: 'Compléter vos informations personnelles' }).first().click();
    await page.waitForURL('**/profile#mandataire');

    const officer = page.getByRole('form', { name: 'Vos informations pour la DSN' });
    await officer.getByLabel('Numéro de sécurité sociale').fill('2 85 06 69 123 045 31');
    await officer.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await officer.getByText('La clé du numéro de sécurité sociale ne correspond pas').waitFor();
    await officer.getByLabel('Numéro de sécurité sociale').fill('2 85 06 69 123 045 30');
    await officer.getByLabel('Date de naissance').fill('1985-06-14');
    await officer.getByLabel('Commune de naissance').fill('Lyon');
    await officer.getByLabel('Département de naissance').fill('69');
    await officer.getByLabel('Votre adresse : numéro et voie').fill('3 rue des Archives');
    await officer.getByLabel('Code postal').fill('75004');
    await officer.getByLabel('Ville').fill('Paris');
    await officer.getByLabel('Début du mandat').fill('2022-01-03');
    await officer.getByLabel('Code PCS-ESE').fill('233d');
    await officer.getByLabel('Nationalité').selectOption('yes');
    await officer.getByLabel('Type de taux de prélèvement').selectOption('neutral');
    await officer.getByLabel('Taux de prélèvement à la source (%)').fill('5');
    await officer.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await page.getByText('Informations enregistrées', { exact: true }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.setViewportSize({ width: 320, height: 844 });
    expect(await fitsTheScreen(page), 'profile at 320 px').toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await session.screenshot(page, 'portal-profile-dsn-390');
    // The declaration's contact is reached by phone.
    await page.getByLabel('Téléphone (optionnel)').fill('06 01 02 03 04');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).first().click();
    await page.getByText('Profil mis à jour', { exact: true }).waitFor();

    await page.goto('/declarations');
    await card.getByRole('button', { name: 'Préparer de nouveau' }).click();
    await card.getByText('Prête à déposer').waitFor();
    await card.getByText('DGFiP (prélèvement à la source)').waitFor();
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Télécharger le fichier .dsn' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`DSN_73282932000074_${month.period}.dsn`);
    const text = (await readFile(await savedDownload(download))).toString('latin1');
    expect(text).toContain("S21.G00.50.007,'13'");

    await card.getByLabel("Numéro de l'accusé de réception").fill('NE-E2E-0001');
    await card.getByLabel('Accusé de réception (PDF, facultatif)').setInputFiles({
      name: 'accuse.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await card.getByRole('button', { name: 'Enregistrer le dépôt' }).click();
    await card.getByText('Déposée', { exact: true }).waitFor();
    await card.getByText(/accusé de réception n° NE-E2E-0001/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-declarations-deposited-390');

    // Deposited: the dashboard stops reminding; the acknowledgment is among the documents.
    await page.goto('/dashboard');
    await page.getByText('Bulletins récents').waitFor();
    expect(await page.getByText(/Déclaration sociale \(DSN\)/).count()).toBe(0);
    await page.goto('/documents');
    await page
      .getByText(/Accusé de réception DSN/)
      .first()
      .waitFor();
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
