import { readFile } from 'node:fs/promises';
import { formatEuros, simulateExactCharges } from '@dirigeo/payroll-calc';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { plain, screenshotBothWidths } from '../src/site.ts';
import { fitsTheScreen } from '../src/tools.ts';
import { savedDownload } from '../src/downloads.ts';

describeInBrowser('pricing details, simulators and the social-charges simulator', (session) => {
  it('switches the tabs of /tarifs-details with the mouse, the keyboard and the address', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/tarifs-details');
    const tab = (name: string) => page.getByRole('tab', { name });
    expect(await tab('Comparatif').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await page.getByRole('table').isVisible()).toBe(true);

    await tab('Freemium').click();
    const panel = page.getByRole('tabpanel');
    expect(plain(await panel.innerText())).toContain('0 € HT / mois');
    expect(plain(await panel.innerText())).toContain('Non inclus');
    expect(new URL(page.url()).hash).toBe('#freemium');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await tab('Freemium').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Essentielle').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Essentielle');
    expect(plain(await page.getByRole('tabpanel').innerText())).toContain('La plus choisie');
    await page.keyboard.press('End');
    expect(await tab('Complète').getAttribute('aria-selected')).toBe('true');
    await screenshotBothWidths(session, page, 'site-tarifs-details-complete');
    await page.keyboard.press('ArrowRight');
    expect(await tab('Comparatif').getAttribute('aria-selected')).toBe('true');

    await page.goto('/tarifs-details#essentielle');
    expect(await tab('Essentielle').getAttribute('aria-selected')).toBe('true');
    // The plan and its period go to the subscription wizard (issue 26), monthly by default.
    await page
      .getByRole('link', { name: /^Choisir Essentielle/ })
      .first()
      .click();
    await page.waitForURL('**/souscription?formule=essentielle&periode=mensuelle');
    await context.close();
  });

  it('filters the simulators by category with the chips', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/simulators');
    const cards = page.locator('li[data-category]:visible');
    expect(await cards.count()).toBe(6);
    await page
      .locator('fieldset label')
      .filter({ hasText: /^\s*Tarification\s*$/ })
      .click();
    expect(await cards.count()).toBe(1);
    expect(plain(await cards.innerText())).toContain('Taux horaire');
    expect(plain(await cards.innerText())).toContain('Bientôt disponible');
    // Arrow keys move along the chips, as in any group of radio buttons.
    await page.getByRole('radio', { name: 'Tarification' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Planification' }).isChecked()).toBe(true);
    expect(plain(await cards.innerText())).toContain('Budget de masse salariale');
    await page
      .locator('fieldset label')
      .filter({ hasText: /^\s*Tous\s*$/ })
      .click();
    expect(await cards.count()).toBe(6);
    await page.getByRole('link', { name: /Lancer le simulateur/ }).click();
    await page.waitForURL('**/simulators/charges-sociales');
    await context.close();
  });

  it("computes the spec's flat rates and the officer's exact figures, after 'Calculer' only", async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/simulators/charges-sociales');
    const calculate = page.getByRole('button', { name: 'Calculer' });
    const results = page.locator('[data-results]');
    expect(await calculate.isDisabled()).toBe(true);
    await page.getByLabel('Salaire brut mensuel (€)').fill('3 000');
    await page.getByLabel('Type de contrat').selectOption('cdi');
    expect(await calculate.isDisabled()).toBe(true);
    await page.getByLabel("Taille de l'entreprise").selectOption('moins-11');
    expect(await calculate.isDisabled()).toBe(false);
    expect(await results.isVisible()).toBe(false);

    await calculate.click();
    await results.waitFor();
    const flat = plain(await page.locator('section[aria-labelledby="estimation-title"]').innerText());
    for (const figure of [
      '3 000,00 €',
      '1 200,00 €',
      '660,00 €',
      '2 340,00 €',
      '4 200,00 €',
      '40,00 %',
      '22,00 %',
    ]) {
      expect(flat).toContain(figure);
    }
    const exact = simulateExactCharges({
      contractType: 'cdi',
      regime: 'officer',
      grossCents: 300_000,
      companySize: 'moins-11',
      on: new Date(),
    });
    const shown = plain(await page.locator('section[aria-labelledby="exact-title"]').innerText());
    for (const cents of [
      exact.payslip.employerContributions,
      exact.payslip.employeeContributions,
      exact.payslip.netBeforeTax,
      exact.payslip.employerCost,
    ]) {
      expect(shown).toContain(plain(formatEuros(cents)));
    }
    expect(shown).toContain(`Taux officiels ${exact.year}`);
    expect(shown).toContain("ne cotise ni à l'assurance chômage ni à l'AGS");
    await page.getByText('Voir le détail des cotisations').click();
    expect(await page.locator('[data-exact-lines] th[scope="row"]').count()).toBe(exact.payslip.lines.length);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshotBothWidths(session, page, 'site-simulator-results');

    // 42 % from 11 staff; the flat rates ignore the contract.
    await page.getByLabel("Taille de l'entreprise").selectOption('11-49');
    await page.getByLabel('Type de contrat').selectOption('apprenti');
    await calculate.click();
    await expect
      .poll(async () => plain(await page.locator('[data-flat="employer"]').innerText()))
      .toBe('1 260,00 €');
    await page
      .locator('[data-contract-caveat]')
      .getByText('Code du travail, art. L6243-2', { exact: false })
      .waitFor();

    // Zero or not a number: nothing is computed.
    await page.reload();
    await page.getByLabel('Salaire brut mensuel (€)').fill('0');
    await page.getByLabel('Type de contrat').selectOption('cdi');
    await page.getByLabel("Taille de l'entreprise").selectOption('11-49');
    await calculate.click();
    expect(await results.isVisible()).toBe(false);
    await page.getByLabel('Salaire brut mensuel (€)').fill('trois mille');
    await calculate.click();
    expect(await results.isVisible()).toBe(false);
    // The results stay hidden, with their quote link to the contact form.
    expect(await page.locator('[data-results] a', { hasText: 'Obtenir un devis' }).getAttribute('href')).toBe(
      '/#contact',
    );
    await context.close();
  });

  it('scrolls the contributions table inside its box at 390 and 320 px, with a cue, and the page keeps its width', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/simulators/charges-sociales');
      await page.getByLabel('Salaire brut mensuel (€)').fill('3 500');
      await page.getByLabel('Type de contrat').selectOption('cdi');
      await page.getByLabel("Taille de l'entreprise").selectOption('11-49');
      await page.getByRole('button', { name: 'Calculer' }).click();
      await page.getByText('Voir le détail des cotisations').click();
      const box = page.getByRole('region', { name: 'Détail des cotisations' });
      await box.waitFor();
      // Opened on a phone, the table widened the page to 598 px and pushed a column off-screen.
      expect(await fitsTheScreen(page)).toBe(true);
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await page.getByText('Faites défiler le tableau horizontalement').first().isVisible()).toBe(
        true,
      );
      await session.screenshot(page, `simulator-detail-${width}`);
    }
    await context.close();
  });

  it.each([
    ['/politique-de-confidentialite', 'Finalités et bases légales'],
    ['/tarifs-details', 'Tableau comparatif des formules'],
  ])('scrolls the table of %s inside its box at 390 px, with a cue', async (path, name) => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const box = page.getByRole('region', { name });
    await box.scrollIntoViewIfNeeded();
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const hint = box.locator('xpath=following-sibling::p[1]');
    expect(await hint.innerText()).toContain('Faites défiler le tableau horizontalement');
    expect(await hint.isVisible()).toBe(true);
    await context.close();
  });

  it('gives no exact figure for an apprentice or an intern, and says which rules apply', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/simulators/charges-sociales');
    await page.getByLabel('Salaire brut mensuel (€)').fill('1 000');
    await page.getByLabel('Type de contrat').selectOption('apprenti');
    await page.getByLabel("Taille de l'entreprise").selectOption('11-49');
    await page.getByRole('button', { name: 'Calculer' }).click();
    const exact = page.locator('section[aria-labelledby="exact-title"]');
    await exact.getByText(/50\s%\sdu SMIC/).waitFor();
    expect(plain(await exact.innerText())).not.toMatch(/Charges salariales|Salaire net avant impôt/);
    await page.getByLabel('Type de contrat').selectOption('stage');
    await page.getByRole('button', { name: 'Calculer' }).click();
    await exact.getByText(/15\s%\sdu plafond horaire/).waitFor();
    await page.getByLabel('Type de contrat').selectOption('cdi');
    await page.getByRole('button', { name: 'Calculer' }).click();
    await exact.getByText('Salaire net avant impôt').waitFor();
    await context.close();
  });

  it('downloads the simulation as a real PDF with both computations, the date and the rates', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/simulators/charges-sociales');
    await page.getByLabel('Salaire brut mensuel (€)').fill('4 500,50');
    await page.getByLabel('Type de contrat').selectOption('cdd');
    await page.getByLabel("Taille de l'entreprise").selectOption('50-249');
    await page.getByRole('button', { name: 'Calculer' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^simulation-charges-sociales-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile(await savedDownload(download));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const content = plain(text);
    expect(content).toContain('4 500,50 €');
    expect(content).toContain('CDD');
    expect(content).toContain('De 50 à 249 salariés');
    expect(content).toContain('42,00 %');
    expect(content).toContain('Calcul exact');
    expect(content).toMatch(/Établie le \d{1,2} \p{L}+ \d{4}/u);
    const exact = simulateExactCharges({
      contractType: 'cdd',
      regime: 'officer',
      grossCents: 450_050,
      companySize: '50-249',
      on: new Date(),
    });
    expect(content).toContain(plain(formatEuros(exact.payslip.employerCost)));
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
