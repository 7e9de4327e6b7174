import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { fitsTheScreen, hydrated, visibleText } from '../src/tools.ts';

/** Opens a simulator's page, its island live. */
async function openSimulator(page: Page, id: string): Promise<void> {
  const response = await page.goto(`/outils/simulateur/${id}#panneau`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

/** Ticks the radio whose label starts with `label` in the question (fieldset) named `question`. */
async function choose(page: Page, question: string | RegExp, label: string): Promise<void> {
  await page
    .getByRole('group', { name: question })
    .getByRole('radio', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })
    .check();
}

/** « Suivant » or, on the last step, « Voir le résultat ». */
async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Suivant|Voir le résultat)$/ }).click();
}

/** The result's text, once shown. */
async function result(page: Page): Promise<string> {
  const region = page.getByRole('region', { name: 'Résultat' });
  await region.getByRole('list').first().waitFor();
  return visibleText(region);
}

const NO_ABSENCE = /^Le salarié a-t-il été absent/;

/** The dates step of a seniority, then « Non » to the absences. */
async function datesWithoutAbsences(page: Page, start: string, endLabel: string, end: string): Promise<void> {
  await page.getByLabel('Date d’entrée dans l’entreprise').fill(start);
  await page.getByLabel(endLabel).fill(end);
  await next(page);
  await choose(page, NO_ABSENCE, 'Non');
  await next(page);
}

describeInBrowser('the Simulateurs tab', (session) => {
  it('lists the 8 simulators by type, readable, at 1366 and 390 px', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    const response = await page.goto('/outils/simulateurs');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Simulateurs de droit du travail et de paie | Dirigeo');
    expect(
      await page.getByRole('link', { name: 'Simulateurs', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    for (const type of ['Rémunération', 'Rupture du contrat', 'Fin de contrat']) {
      expect(await page.getByRole('heading', { name: type, level: 2 }).count()).toBe(1);
    }
    expect(await page.locator('#panneau a[href^="/outils/simulateur/"]').count()).toBe(8);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'tools-simulators-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'tools-simulators-390');
    await context.close();
  });

  it('explains each simulator in HTML, without JavaScript', async () => {
    const context = await session.browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/outils/simulateur/indemnite-licenciement');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Indemnité de licenciement', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Ce que dit le Code du travail' }).count()).toBe(1);
    expect(await page.locator('a[href="/code-du-travail/article/L1234-9"]').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/outils\/simulateur\/indemnite-licenciement$/,
    );
    await context.close();
  });
});

describeInBrowser('the labour-law simulators', (session) => {
  it('indemnité de licenciement: not due at 7 months, due at 8, each rule with its articles', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'indemnite-licenciement');
    // « Suivant » without an answer says what is missing.
    await next(page);
    await page.getByText('Choisissez une réponse').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await choose(page, 'Motif du licenciement', 'Motif personnel ou économique');
    await next(page);
    await datesWithoutAbsences(page, '2024-11-01', 'Date de notification du licenciement', '2025-06-29');
    await choose(page, /^Le salarié est-il reconnu travailleur handicapé/, 'Non');
    await next(page);
    // Hired in November, notified in June: 7 months of salary, May back to November.
    expect(await page.getByLabel(/^Salaire brut (de|d’)/).count()).toBe(7);
    await page.getByLabel('Salaire brut de mai 2025').fill('2 000');
    await page.getByRole('button', { name: 'Reporter le premier montant sur tous les mois' }).click();
    await choose(page, /^Ces 3 derniers mois comprennent-ils une prime/, 'Non');
    await next(page);
    const notDue = await result(page);
    expect(notDue).toContain('Indemnité légale de licenciement Non due');
    expect(notDue).toContain(
      'Moins de 8 mois d’ancienneté ininterrompue à la notification du licenciement (7 mois complets)',
    );

    // One day later, the 8th month is complete.
    await page.getByRole('button', { name: 'Modifier mes réponses' }).click();
    for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByLabel('Date de notification du licenciement').fill('2025-06-30');
    await next(page);
    await next(page);
    await next(page);
    // The same months of salary, November to May, already typed.
    await next(page);
    const due = await result(page);
    expect(due).toContain('Indemnité légale de licenciement 333,34 €');
    expect(due).toContain('prend fin le 29 juillet 2025');
    const region = page.getByRole('region', { name: 'Résultat' });
    expect(await region.locator('a[href="/code-du-travail/article/L1234-9"]').count()).toBeGreaterThan(0);
    expect(await region.locator('a[href="/code-du-travail/article/R1234-2"]').count()).toBeGreaterThan(0);
    expect(
      await region
        .getByRole('link', { name: 'Trouver la convention collective applicable' })
        .getAttribute('href'),
    ).toBe('/outils/conventions-collectives');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await session.screenshot(page, 'simulator-dismissal-indemnity-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'simulator-dismissal-indemnity-390');
    expect(unexpectedProblems(session.problems)).toEqual([]);
    await context.close();
  });

  it('indemnité de licenciement: a bonus in the last 3 months counts for 3/12, past 10 years', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'indemnite-licenciement');
    await choose(page, 'Motif du licenciement', 'Motif personnel ou économique');
    await next(page);
    await datesWithoutAbsences(page, '2015-03-01', 'Date de notification du licenciement', '2025-03-03');
    await choose(page, /^Le salarié est-il reconnu travailleur handicapé/, 'Non');
    await next(page);
    await page.getByLabel('Salaire brut de février 2025').fill('2500');
    await page.getByRole('button', { name: 'Reporter le premier montant sur tous les mois' }).click();
    await page.getByLabel('Salaire brut de février 2025').fill('5 800');
    await page.getByLabel('Salaire brut de janvier 2025').fill('2 800');
    await page.getByLabel('Salaire brut de décembre 2024').fill('2 800');
    await choose(page, /^Ces 3 derniers mois comprennent-ils une prime/, 'Oui');
    await page.getByLabel('Montant de la prime (brut)').fill('3 000');
    await next(page);
    const text = await result(page);
    expect(text).toContain('Indemnité légale de licenciement 7 794,45 €');
    expect(text).toContain('la prime annuelle ou exceptionnelle de 3 000,00 € ne comptant que pour 3/12');
    await context.close();
  });

  it('indemnité de licenciement: nothing more to ask after a faute grave; the inaptitude doubles it', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'indemnite-licenciement');
    await choose(page, 'Motif du licenciement', 'Faute grave ou lourde');
    expect(await page.getByRole('button', { name: 'Voir le résultat' }).count()).toBe(1);
    await next(page);
    expect(await result(page)).toContain('Indemnité légale de licenciement Non due');

    await page.getByRole('button', { name: 'Recommencer' }).click();
    await choose(page, 'Motif du licenciement', 'Inaptitude d’origine professionnelle');
    await next(page);
    await datesWithoutAbsences(page, '2025-01-01', 'Date de notification du licenciement', '2025-06-15');
    await page.getByLabel('Salaire brut du dernier mois').fill('2 400');
    await page.getByLabel('Salaire brut de l’avant-dernier mois').fill('2 400');
    await page.getByLabel('Salaire brut du mois précédent').fill('2 700');
    await next(page);
    const text = await result(page);
    expect(text).toContain('Indemnité spéciale de licenciement 520,84 €');
    expect(text).toContain('Doublée : 2 × l’indemnité légale avant arrondi = 520,84 €');
    await context.close();
  });

  it('préavis de licenciement: doubled for a disabled worker, within 3 months, with its dates; none for a faute grave', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'preavis-licenciement');
    await choose(page, 'Licenciement pour faute grave ou lourde', 'Non');
    await next(page);
    await datesWithoutAbsences(page, '2020-01-01', 'Date de notification du licenciement', '2025-06-16');
    await choose(page, /^Travailleur handicapé/, 'Oui');
    await next(page);
    const text = await result(page);
    expect(text).toContain('Préavis de licenciement 3 mois Du 16 juin 2025 au 15 septembre 2025 inclus.');
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await choose(page, 'Licenciement pour faute grave ou lourde', 'Oui');
    await next(page);
    expect(await result(page)).toContain('Préavis de licenciement Aucun préavis');
    await context.close();
  });

  it('préavis de démission: the agreement or usage decides, and the page says where to find it', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'preavis-demission');
    await choose(page, 'Le salarié qui démissionne', 'Un autre salarié');
    await next(page);
    const text = await result(page);
    expect(text).toContain('Préavis de démission Fixé par la convention collective ou les usages');
    expect(
      await page
        .getByRole('region', { name: 'Résultat' })
        .locator('a[href="/code-du-travail/article/L1237-1"]')
        .count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('préavis de départ ou de mise à la retraite: the dismissal grid', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'preavis-retraite');
    await choose(page, 'Départ ou mise à la retraite', 'L’employeur met le salarié à la retraite');
    await next(page);
    await datesWithoutAbsences(
      page,
      '2000-09-01',
      'Date de notification de la mise à la retraite',
      '2026-03-02',
    );
    await choose(page, /^Travailleur handicapé/, 'Non');
    await next(page);
    expect(await result(page)).toContain(
      'Préavis de mise à la retraite 2 mois Du 2 mars 2026 au 1er mai 2026 inclus.',
    );
    await context.close();
  });

  it('indemnité de rupture conventionnelle: due under 8 months, pro rata', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'indemnite-rupture-conventionnelle');
    await page.getByLabel('Date d’entrée dans l’entreprise').fill('2025-01-01');
    await page.getByLabel('Date de signature de la convention de rupture').fill('2025-04-15');
    await page.getByLabel('Date de fin du contrat prévue par la convention').fill('2025-05-31');
    await next(page);
    await choose(page, NO_ABSENCE, 'Non');
    await next(page);
    expect(await page.getByLabel(/^Salaire brut (de|d’)/).count()).toBe(3);
    await page.getByLabel('Salaire brut de mars 2025').fill('3000');
    await page.getByRole('button', { name: 'Reporter le premier montant sur tous les mois' }).click();
    await choose(page, /^Ces 3 derniers mois comprennent-ils une prime/, 'Non');
    await next(page);
    expect(await result(page)).toContain(
      'Indemnité spécifique de rupture conventionnelle (minimum) 312,50 €',
    );
    await context.close();
  });

  it('indemnité de précarité: 10 %, and nothing for a refused CDI', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'indemnite-precarite');
    await choose(page, 'Situation à la fin du contrat à durée déterminée', 'Refus par le salarié d’un CDI');
    await next(page);
    const excluded = await result(page);
    expect(excluded).toContain('Indemnité de fin de contrat (précarité) Non due');
    expect(
      await page
        .getByRole('region', { name: 'Résultat' })
        .locator('a[href="/code-du-travail/article/L1243-10"]')
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await choose(page, 'Situation à la fin du contrat à durée déterminée', 'Le CDD arrive à son terme');
    await next(page);
    await page.getByLabel('Rémunération brute totale versée pendant le contrat (en euros)').fill('24 000');
    await next(page);
    expect(await result(page)).toContain('Indemnité de fin de contrat (précarité) 2 400,00 €');
    await context.close();
  });

  it('procédure de licenciement: the dated steps across the 1er and 8 mai', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'procedure-licenciement');
    await choose(page, 'Motif du licenciement', 'Motif personnel');
    await choose(page, 'Le licenciement sanctionne-t-il une faute du salarié ?', 'Non');
    await next(page);
    await choose(page, /^L’établissement est-il en Alsace-Moselle/, 'Non');
    await page
      .getByLabel(
        'Première présentation (ou remise en main propre) de la lettre de convocation à l’entretien préalable',
      )
      .fill('2025-04-28');
    await next(page);
    const text = await result(page);
    expect(text).toContain('Procédure applicable Licenciement pour motif personnel');
    expect(text).toContain('Entretien préalable À partir du mardi 6 mai 2025');
    expect(text).toContain('Envoi de la lettre de licenciement À partir du samedi 10 mai 2025');
    expect(text).toContain('le jeudi 1er mai 2025');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'simulator-procedure-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'simulator-procedure-390');
    await context.close();
  });
});

describeInBrowser('the gross-to-net simulator', (session) => {
  /** The answers of a payslip, regime first. */
  async function period(page: Page, month: string, year: string, headcount: string): Promise<void> {
    await page.getByLabel('Mois').selectOption(month);
    await page.getByLabel('Année').selectOption(year);
    await page.getByLabel('Effectif de l’entreprise').fill(headcount);
    await next(page);
  }

  it('computes a président de SAS’s payslip, each figure explained by its lines', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await openSimulator(page, 'brut-net');
    await choose(page, 'Régime', 'Un président de SAS ou de SASU');
    await next(page);
    await period(page, '3', '2026', '3');
    await page.getByLabel('Rémunération brute du mois (en euros)').fill('4 500');
    await next(page);
    await choose(page, /^Le président est-il couvert par la complémentaire santé/, 'Oui');
    await page.getByLabel('Cotisation mensuelle totale (en euros)').fill('80');
    await choose(page, /^L’entreprise paie-t-elle pour le président la prévoyance des cadres/, 'Oui');
    await page.getByLabel('Taux de prélèvement à la source (en %, facultatif)').fill('7,5');
    await next(page);
    const region = page.getByRole('region', { name: 'Résultat' });
    await region.getByRole('table').waitFor();
    const text = await visibleText(region);
    expect(text).toContain('Président de SAS ou SASU (assimilé salarié), mars 2026');
    expect(text).toContain('Net à payer avant impôt sur le revenu 3 510,99 €');
    expect(text).toContain('Net imposable 3 682,11 €');
    expect(text).toContain('Montant net social 3 510,99 €');
    expect(text).toContain('Impôt sur le revenu prélevé à la source 276,16 €');
    expect(text).toContain('Net payé 3 234,83 €');
    expect(text).toContain('Coût total employeur 6 349,05 €');
    expect(text).toContain('4 500,00 € − 989,01 € = 3 510,99 €');
    expect(text).not.toContain('Assurance chômage');
    expect(await region.getByRole('rowheader', { name: 'Complémentaire Tranche 1' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'simulator-gross-to-net-officer-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheScreen(page)).toBe(true);
    await session.screenshot(page, 'simulator-gross-to-net-officer-390');
    await context.close();
  });

  it('computes an employee’s payslip with unemployment insurance and the general reduction', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await openSimulator(page, 'brut-net');
    await choose(page, 'Régime', 'Un salarié');
    await choose(page, 'Statut du salarié', 'Non-cadre');
    await next(page);
    await period(page, '3', '2026', '12');
    await page.getByLabel('Rémunération brute du mois (en euros)').fill('2400');
    await choose(page, /^Le salarié travaille-t-il à temps plein/, 'Oui');
    await next(page);
    await choose(page, /^L’entreprise a-t-elle une complémentaire santé/, 'Oui');
    await page.getByLabel('Cotisation mensuelle totale (en euros)').fill('60');
    await page.getByLabel('Taux de prélèvement à la source (en %, facultatif)').fill('3,2');
    await next(page);
    const region = page.getByRole('region', { name: 'Résultat' });
    await region.getByRole('table').waitFor();
    const text = await visibleText(region);
    expect(text).toContain('Salarié non-cadre, mars 2026');
    expect(text).toContain('Net payé 1 804,00 €');
    expect(text).toContain('Coût total employeur 3 009,74 €');
    expect(text).toContain('réduction générale de 462,96 € déduite');
    expect(await region.getByRole('rowheader', { name: 'Assurance chômage' }).count()).toBeGreaterThan(0);
    expect(unexpectedProblems(session.problems)).toEqual([]);
    await context.close();
  });
});
