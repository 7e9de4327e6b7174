import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';

describeInBrowser('the site search and the assistant', (session) => {
  it('opens the search with Ctrl+K, filters, moves with the arrows and opens a result with Enter', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/blog');
    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox', { name: 'Votre recherche' });
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.fill('l');
    await expect
      .poll(() => page.getByText('Saisissez au moins 2 caractères pour lancer la recherche.').isVisible())
      .toBe(true);
    await input.fill('licenciement');
    await page.getByRole('option').first().waitFor();
    // A full page is « 20 premiers résultats », never « 20 résultats » (issue 29).
    expect(await page.getByText(/^\d+(?: résultats?|\u00a0premiers résultats)$/).textContent()).toMatch(
      /résultat/,
    );
    // The words found are marked, as text.
    expect(await page.locator('[role=option] mark').first().textContent()).toMatch(/licenciement/i);
    await page.getByRole('button', { name: 'Outils' }).click();
    await expect
      .poll(async () =>
        (await page.locator('[role=option]').allTextContents()).every((text) => text.startsWith('Outil')),
      )
      .toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'site-search-dialog');
    await input.press('ArrowDown');
    const first = page.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const target = (await first.locator('span').nth(1).textContent()) ?? '';
    await input.press('Enter');
    await page.waitForURL(/\/outils\/(simulateur|modele)\//);
    expect(target.length).toBeGreaterThan(0);
    await context.close();
  });

  it('closes with Escape and forgets the query and the filter', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Rechercher sur le site' }).click();
    const input = page.getByRole('combobox', { name: 'Votre recherche' });
    await input.fill('tarifs');
    await page.getByRole('button', { name: 'Articles' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => input.isVisible()).toBe(false);
    // The focus goes back to the button that opened the dialog, not to the page's body (issue 29).
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
      ),
    ).toMatch(/Rechercher/);
    await page.getByRole('button', { name: 'Rechercher sur le site' }).click();
    await expect.poll(() => input.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Tout' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('says so when the search fails', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.route('**/api/search?**', (route) =>
      route.fulfill({ status: 500, body: '{"message":"panne"}' }),
    );
    await page.goto('/');
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Votre recherche' }).fill('paie');
    await expect.poll(() => page.getByText('Erreur de recherche').isVisible()).toBe(true);
    await context.close();
  });

  it('answers in the assistant: Enter sends, Shift+Enter does not, and the field waits for the answer', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: "Ouvrir l'assistant : posez votre question" }).click();
    const panel = page.getByRole('region', { name: 'Comment puis-je vous aider ?' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Réserver un entretien découverte gratuit' }).count()).toBe(
      1,
    );
    const input = page.getByPlaceholder('Tapez votre question...');
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await input.fill('Combien coûte la formule');
    await input.press('Shift+Enter');
    await input.pressSequentially(' Essentiel ?');
    expect(await input.inputValue()).toBe('Combien coûte la formule\n Essentiel ?');
    // Hold the answer to see the pending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });
    await input.press('Enter');
    await expect.poll(() => input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Envoyer', exact: true }).isDisabled()).toBe(true);
    release();
    await panel
      .getByRole('link', { name: /tarifs/i })
      .first()
      .waitFor();
    // Answered from the plans themselves (issue 28 §1), shown from its first line (issue 29).
    expect(await panel.getByText('Nos formules, par mois et hors taxes', { exact: false }).isVisible()).toBe(
      true,
    );
    const answerTop = await panel
      .locator('[data-message-id]')
      .last()
      .evaluate((answer) => {
        const list = answer.closest('[role=log]');
        return list ? answer.getBoundingClientRect().top - list.getBoundingClientRect().top : Number.NaN;
      });
    expect(answerTop).toBeGreaterThanOrEqual(-1);
    expect(answerTop).toBeLessThan(40);
    expect(await input.isDisabled()).toBe(false);
    // The visitor's question is shown as typed.
    expect(await panel.getByText('Combien coûte la formule', { exact: false }).first().isVisible()).toBe(
      true,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'assistant-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  });

  it('apologises with the booking link when the assistant fails, and shows a question as text', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, body: '{"message":"panne"}' }));
    await page.goto('/blog');
    await page.getByRole('button', { name: "Ouvrir l'assistant : posez votre question" }).click();
    const input = page.getByPlaceholder('Tapez votre question...');
    await input.fill('<img src=x onerror=alert(1)>');
    await input.press('Enter');
    await page.getByText(/Désolé, je rencontre une difficulté technique\.\.\./).waitFor();
    const log = page.getByRole('log', { name: 'Conversation' });
    expect(await log.locator('img').count()).toBe(0);
    expect(await log.getByText('<img src=x onerror=alert(1)>').count()).toBe(1);
    expect(await log.getByRole('link', { name: 'Réserver un entretien découverte gratuit' }).count()).toBe(2);
    await context.close();
  });

  it('shows no console error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems, [/500 (GET|POST) .*\/api\/(search|chat)/])).toEqual([]);
  });
});
