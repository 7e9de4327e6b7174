import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

describeInBrowser('the eligibility test at /eligibilite', (session) => {
  it('walks the test to each kind of outcome', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/eligibilite');
    await page
      .getByRole('heading', { level: 1, name: 'Détermination du Régime du Mandataire Social' })
      .waitFor();
    // A public screen: no sidebar.
    expect(await page.getByRole('navigation', { name: 'Espace client' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Nothing chosen: the inline alert.
    await page.getByRole('button', { name: "Finaliser l'analyse" }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Veuillez remplir au moins la forme juridique et le statut.');

    // Eligible at once.
    await page.getByRole('radio', { name: /^SASU/ }).click();
    await page.getByRole('radio', { name: 'Président associé unique' }).click();
    await page.getByRole('heading', { name: 'Vous êtes éligible à Dirigeo !' }).waitFor();
    expect(await page.getByRole('link', { name: 'Demander un accès' }).getAttribute('href')).toBe('/auth');
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-eligibility-eligible');

    // Not compatible (TNS), with its explanation.
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await page.getByRole('radio', { name: /^EURL/ }).click();
    await page.getByRole('radio', { name: 'Gérant associé unique' }).click();
    await page.getByRole('heading', { name: "Votre statut n'est pas compatible avec Dirigeo" }).waitFor();
    expect(await page.getByText('Travailleur Non Salarié (TNS)').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Demander un accès' }).count()).toBe(0);
    await session.screenshot(page, 'portal-eligibility-not-compatible');

    // Extra questions, then 'Situation complexe'.
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await page.getByRole('radio', { name: /^SNC/ }).click();
    await page.getByRole('radio', { name: 'Associé gérant' }).click();
    await page
      .getByRole('radiogroup', { name: /rémunération/ })
      .getByRole('radio', { name: 'Oui' })
      .click();
    await page
      .getByRole('radiogroup', { name: /contrat de travail \?/ })
      .getByRole('radio', { name: 'Oui' })
      .click();
    await page
      .getByRole('radiogroup', { name: /subordination/ })
      .getByRole('radio', { name: 'Non' })
      .click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'portal-eligibility-questions');
    await page.getByRole('button', { name: "Finaliser l'analyse" }).click();
    await page.getByRole('heading', { name: 'Situation complexe' }).waitFor();
    await session.screenshot(page, 'portal-eligibility-complex');

    // A new legal form forgets the earlier status.
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await page.getByRole('radio', { name: /^SNC/ }).click();
    await page.getByRole('radio', { name: 'Associé', exact: true }).click();
    await page.getByRole('radio', { name: /^GIE/ }).click();
    expect(await page.getByRole('radiogroup', { name: /rémunération/ }).count()).toBe(0);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
