import { faqEntries } from '@dirigeo/site-content';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { newAccount, registerThroughApi, seriousAxeViolations, unexpectedProblems } from '../src/portal.ts';
import { ANALYTICS_ENDPOINT, plain, screenshotBothWidths } from '../src/site.ts';

describeInBrowser('the home page and the header', (session) => {
  it('goes to / then scrolls smoothly to a section 100 ms later, from another page and on the page', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/tarifs-details');
    await page
      .locator('header nav[aria-label="Navigation principale"]')
      .getByRole('link', { name: 'Tarifs' })
      .click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#tarifs');
    await expect
      .poll(() =>
        page.locator('#tarifs').evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBe(72);

    // On the home page itself: no new page, the scroll starts only after 100 ms.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const timeline = await page.evaluate(async () => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('header a')].find(
        (candidate) => candidate.getAttribute('href') === '/#contact',
      );
      link?.click();
      const at = (ms: number) => new Promise<number>((done) => setTimeout(() => done(window.scrollY), ms));
      return { at50: await at(50), at1500: await at(1450) };
    });
    expect(timeline.at50).toBe(0);
    expect(timeline.at1500).toBeGreaterThan(1000);
    expect(new URL(page.url()).hash).toBe('#contact');
    await expect
      .poll(() =>
        page.locator('#contact').evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBe(72);
    await context.close();
  });

  it('books the discovery interview from the hero', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const booking = page.getByRole('link', { name: 'Réserver un entretien découverte gratuit' });
    // No PUBLIC_BOOKING_URL in this build: the contact form, in the same tab.
    expect(await booking.getAttribute('href')).toBe('/#contact');
    expect(await booking.getAttribute('target')).toBeNull();
    await context.close();
  });

  it('switches the prices between monthly and annual billing, with the mouse and the keyboard', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/#tarifs');
    // The card whose title is Essentielle (Complète's also names it: « Tout ce que comprend Essentielle »).
    const essential = page
      .locator('#tarifs article')
      .filter({ has: page.getByRole('heading', { name: 'Essentielle', exact: true }) });
    const visiblePrice = async () =>
      plain(await essential.locator('p:visible').filter({ hasText: '€' }).first().innerText());
    const chosen = async () => essential.locator('a:visible').getAttribute('href');
    const toggle = page.getByRole('switch', { name: /Annuelle/ });
    expect(await toggle.isChecked()).toBe(false);
    expect(await visiblePrice()).toMatch(/^9,00 €/);
    expect(await chosen()).toBe('/souscription?formule=essentielle&periode=mensuelle');

    await toggle.click();
    expect(await visiblePrice()).toMatch(/^91,80 €/);
    expect(plain(await essential.innerText())).toContain('−15 %');
    expect(plain(await essential.innerText())).not.toContain('2 mois offerts');
    expect(await chosen()).toBe('/souscription?formule=essentielle&periode=annuelle');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.isChecked()).toBe(false);
    expect(await visiblePrice()).toMatch(/^9,00 €/);

    // Each word beside the switch chooses its own billing, and a second click keeps it.
    const pricing = page.locator('#tarifs');
    const monthlyWord = pricing.getByText('Mensuel', { exact: true });
    const annualWord = pricing.locator('label').filter({ hasText: 'Annuelle' });
    const clickAtCentre = async (word: typeof monthlyWord) => {
      const box = await word.boundingBox();
      if (!box) throw new Error('the word is not on screen');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await clickAtCentre(monthlyWord);
    expect(await toggle.isChecked()).toBe(false);
    await annualWord.click();
    expect(await toggle.isChecked()).toBe(true);
    expect(await visiblePrice()).toMatch(/^91,80 €/);
    await clickAtCentre(annualWord);
    expect(await toggle.isChecked()).toBe(true);
    await monthlyWord.click();
    expect(await toggle.isChecked()).toBe(false);
    expect(await visiblePrice()).toMatch(/^9,00 €/);
    expect(await chosen()).toBe('/souscription?formule=essentielle&periode=mensuelle');
    await context.close();
  });

  it('keeps one FAQ answer open at a time, and closes it on a second click', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/#faq');
    const questions = page.locator('#faq details');
    expect(await questions.count()).toBe(faqEntries.length);
    const question = (text: string) => questions.filter({ hasText: text });
    const monthly = question('Les formules mensuelles sont-elles sans engagement');
    const annual = question('Comment fonctionne la formule annuelle');
    // The first question, then one of another theme: the first closes.
    await questions.nth(0).locator('summary').click();
    await monthly.locator('summary').click();
    const open = async () =>
      page
        .locator('#faq details[open]')
        .evaluateAll((items) => items.map((item) => item.textContent?.trim().slice(0, 30)));
    expect(await open()).toHaveLength(1);
    expect(plain(await monthly.innerText())).toContain('à tout moment');
    await monthly.locator('summary').click();
    expect(await open()).toHaveLength(0);
    // The keyboard opens them too.
    await annual.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(plain(await annual.innerText())).toContain('15 %');
    await context.close();
  });

  it('shows a skeleton until half the logos have loaded, and a placeholder for a logo that fails', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    // Hold five logos back, refuse one.
    const held: (() => void)[] = [];
    await page.route(
      /\/logos\/clients\/(atelier-morel|borealis-conseil|cap-sillon|delta-batir|eclat-studio)\.svg$/,
      (route) => {
        held.push(() => void route.continue());
      },
    );
    await page.route('**/logos/clients/garance-sante.svg', (route) => route.abort());
    await page.goto('/');
    const band = page.locator('[data-client-logos]');
    await band.scrollIntoViewIfNeeded();
    // 6 loaded (one of them the placeholder) of 12: exactly half, the logos show.
    await expect.poll(() => band.getAttribute('data-state')).toBe('ready');
    const failed = page.getByRole('img', { name: 'Garance Santé' });
    expect(await failed.getAttribute('src')).toBe('/logos/placeholder.svg');
    await expect
      .poll(() => failed.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    for (const release of held) release();
    await context.close();

    const slow = await session.newContext();
    const slowPage = await slow.newPage();
    const waiting: (() => void)[] = [];
    await slowPage.route('**/logos/clients/*.svg', (route) => {
      waiting.push(() => void route.continue());
    });
    await slowPage.goto('/');
    const slowBand = slowPage.locator('[data-client-logos]');
    await slowBand.scrollIntoViewIfNeeded();
    await expect.poll(() => waiting.length).toBe(12);
    expect(await slowBand.getAttribute('data-state')).toBe('loading');
    expect(await slowPage.locator('[data-client-logos] ul[aria-hidden="true"]').isVisible()).toBe(true);
    await session.screenshot(slowPage, 'site-home-logos-skeleton');
    for (const release of waiting.splice(0, 5)) release();
    await slowPage.waitForTimeout(300);
    expect(await slowBand.getAttribute('data-state')).toBe('loading');
    for (const release of waiting.splice(0, 1)) release();
    await expect.poll(() => slowBand.getAttribute('data-state')).toBe('ready');
    for (const release of waiting) release();
    await slow.close();
  });

  it('shows the back-to-top button past 300 px only, and goes back up with it', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Retour en haut de page' });
    // The scroll-driven animation that hides it applies from the page's first frames: read once it
    // does (CI under load read the instant after the load event, before its first frame).
    await expect.poll(() => button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenu');
    await context.close();
  });

  it('mirrors the header in a mobile menu that keeps the focus, closes on Escape and after an in-page jump', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    expect(await page.locator('nav[aria-label="Navigation principale"]').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const names = await menu.getByRole('link').allInnerTexts();
    expect(names.map(plain)).toEqual(['Accueil', 'Outils', 'Blog', 'Tarifs', 'Contact', 'Espace client']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.screenshot(page, 'site-mobile-menu-390');
    // 20 Tabs forward and back: the focus never leaves the menu.
    for (const key of [...Array(10).fill('Tab'), ...Array(10).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Tarifs' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.hash === '#tarifs');
    // A smooth scroll of some 2 400 px: about a second, more on a busy machine (the poll waits 15 s).
    await expect
      .poll(() =>
        page.locator('#tarifs').evaluate((section) => Math.round(section.getBoundingClientRect().top)),
      )
      .toBe(72);
    await context.close();
  });

  it('shows the client area links once signed in, without asking the API', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerThroughApi(page, newAccount('site-header'));
    const userCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The audience beacon (issue 15) is no question about who is signed in.
      if (pathname.startsWith('/api/') && pathname !== ANALYTICS_ENDPOINT) userCalls.push(request.url());
    });
    await page.goto('/');
    const nav = page.locator('nav[aria-label="Navigation principale"]');
    await nav.getByRole('link', { name: 'Tableau de bord' }).waitFor();
    expect((await nav.getByRole('link').allInnerTexts()).map(plain)).toEqual([
      'Tableau de bord',
      'Bulletins de paie',
      'Documents',
      'Profil',
      'Paramètres',
    ]);
    const icon = page.locator('header a[aria-label="Mon espace client"]:visible');
    expect(await icon.getAttribute('href')).toBe('/dashboard');
    expect(userCalls).toEqual([]);
    await screenshotBothWidths(session, page, 'site-home-signed-in');

    // Signed out: the visitor's links again.
    await page.evaluate(() => fetch('/api/logout', { method: 'POST' }));
    await page.goto('/blog');
    await nav.getByRole('link', { name: 'Tarifs' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Tableau de bord' }).isVisible()).toBe(false);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems, [/net::ERR_FAILED|garance-sante\.svg/])).toEqual([]);
  });
});
