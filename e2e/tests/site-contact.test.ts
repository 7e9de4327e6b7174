import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { isAudienceBeacon, plain, waitForIsland } from '../src/site.ts';

/** The home page scrolled to its contact form, hydrated; returns when the form became interactive. */
async function openContactForm(page: Page): Promise<number> {
  await page.goto('/#contact');
  await waitForIsland(page, 'form');
  return Date.now();
}

async function fillContactForm(page: Page, overrides: Record<string, string> = {}): Promise<void> {
  const values: Record<string, string> = {
    "Nom de l'entreprise": 'Martin Conseil',
    'Nom complet': 'Camille Martin',
    'Email professionnel': 'camille@martin-conseil.fr',
    Fonction: 'Présidente',
    'Nombre de salariés': '3',
    SIRET: '912 345 675 00009',
    Message: 'Bonjour, je souhaite un devis pour mes bulletins de présidente de SASU.',
    ...overrides,
  };
  const form = page.locator('#contact-form form');
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Formule souhaitée').selectOption('essential');
  await form.getByLabel('Vous êtes').selectOption('company');
}

/**
 * Lets the page believe the visitor spent 3.5 s on the form: its clock (installed before the page
 * loaded) jumps ahead, for the tests whose sending never reaches the server, whose form token is
 * checked against the server's own clock.
 */
async function spendTimeOnTheForm(page: Page): Promise<void> {
  await page.clock.fastForward(3500);
}

/** Waits until `ms` have passed since `since` (the speed check counts from the form's loading). */
async function waitSince(page: Page, since: number, ms: number): Promise<void> {
  const left = since + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

function toast(page: Page, title: string) {
  return page.locator('[role="status"], li[data-state]').filter({ hasText: title }).first();
}

describeInBrowser('the contact form', (session) => {
  it('sends every field, shows the confirmation panel, then a blank form again after 5 s', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const sent: unknown[] = [];
    // Slowed down a little, to see 'Envoi en cours...'.
    await page.route('**/api/contact', async (route) => {
      sent.push(route.request().postDataJSON());
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    const loadedAt = await openContactForm(page);
    await fillContactForm(page);
    await waitSince(page, loadedAt, 3500);
    const form = page.locator('#contact-form form');
    const response = page.waitForResponse('**/api/contact');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await form.getByRole('button', { name: 'Envoi en cours...' }).waitFor();
    expect((await response).status()).toBe(201);
    expect(sent).toEqual([
      expect.objectContaining({
        companyName: 'Martin Conseil',
        name: 'Camille Martin',
        email: 'camille@martin-conseil.fr',
        jobTitle: 'Présidente',
        employeeCount: 3,
        package: 'essential',
        clientType: 'company',
        siret: '912 345 675 00009',
        submissionTime: expect.any(Number),
        formToken: expect.stringMatching(/^v1\./),
      }),
    ]);
    expect(sent[0]).not.toHaveProperty('website');
    const panel = page.getByRole('heading', { name: 'Merci, votre demande est envoyée !' });
    await panel.waitFor();
    const panelAt = Date.now();
    expect(await form.isVisible()).toBe(false);
    await toast(page, 'Message envoyé').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'site-contact-sent');
    await form.waitFor({ state: 'visible', timeout: 8000 });
    expect(Date.now() - panelAt).toBeGreaterThan(4500);
    expect(await form.getByLabel('Nom complet', { exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it('tells a robot that filled a hidden field its message is sent, and sends nothing', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && !isAudienceBeacon(request.url())) posts.push(request.url());
    });
    await page.clock.install();
    await openContactForm(page);
    await fillContactForm(page);
    await page.locator('#contact-form input[name="website"]').fill('https://spam.example', { force: true });
    await spendTimeOnTheForm(page);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await toast(page, 'Message envoyé').waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });

  it('refuses a form sent within 3 s of its loading', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && !isAudienceBeacon(request.url())) posts.push(request.url());
    });
    await openContactForm(page);
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await toast(page, 'Erreur de validation').waitFor();
    await page.getByText('Veuillez prendre le temps de bien remplir le formulaire.').first().waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });

  it('asks for the SIRET, then refuses one whose key is wrong, before sending', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && !isAudienceBeacon(request.url())) posts.push(request.url());
    });
    await page.clock.install();
    await openContactForm(page);
    await fillContactForm(page, { SIRET: '' });
    await spendTimeOnTheForm(page);
    const submit = page.getByRole('button', { name: 'Envoyer ma demande' });
    await submit.click();
    await toast(page, 'SIRET requis').waitFor();
    expect(plain(await toast(page, 'SIRET requis').innerText())).toContain(
      'Veuillez saisir le SIRET de votre entreprise',
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('siret');

    await page.getByLabel('SIRET').fill('912 345 675 00019');
    await submit.click();
    const error = page
      .locator('#contact-form [role="alert"]')
      .filter({ hasText: "Ce SIRET n'est pas valide" });
    await error.waitFor();
    expect(await page.getByLabel('SIRET').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'site-contact-siret-error');
    expect(posts).toEqual([]);
    await context.close();
  });

  it("shows the server's message when the sending fails, and the spec's fallbacks otherwise", async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const answers = [
      {
        status: 429,
        body: {
          message: 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans 42 secondes.',
        },
      },
      { status: 500, body: {} },
    ];
    await page.route('**/api/contact', (route) => {
      const answer = answers.shift();
      return answer
        ? route.fulfill({
            status: answer.status,
            contentType: 'application/json',
            body: JSON.stringify(answer.body),
          })
        : route.abort();
    });
    await page.clock.install();
    await openContactForm(page);
    await fillContactForm(page);
    await spendTimeOnTheForm(page);
    const submit = page.getByRole('button', { name: 'Envoyer ma demande' });
    await submit.click();
    await page
      .getByText('Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans 42 secondes.')
      .first()
      .waitFor();
    // The form stays, filled, to try again.
    expect(await page.getByLabel('Nom complet', { exact: true }).inputValue()).toBe('Camille Martin');
    // An answer without a message: « Une erreur s'est produite ».
    await submit.click();
    await page.getByText("Une erreur s'est produite", { exact: true }).first().waitFor();
    // No answer at all: « Une erreur s'est produite lors de l'envoi du message ».
    await submit.click();
    await page
      .getByText("Une erreur s'est produite lors de l'envoi du message", { exact: true })
      .first()
      .waitFor();
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    const provoked = [/^(429|500) POST .*\/api\/contact$/];
    expect(unexpectedProblems(session.problems, provoked)).toEqual([]);
  });
});
