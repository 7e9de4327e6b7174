import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';

describeInBrowser('the production server in a browser', (session) => {
  it('serves the marketing home page at /', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await expect.poll(() => page.title()).toMatch(/Dirigeo/);
    await session.screenshot(page, 'marketing-home');
    await context.close();
  });

  it('serves the portal at /auth', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const response = await page.goto('/auth');
    expect(response?.status()).toBe(200);
    // The SPA renders: its root gets content from the portal's JavaScript (CSP allows it).
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    await session.screenshot(page, 'portal-auth');
    await context.close();
  });

  it('answers an unknown path with the marketing 404 page', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('body').innerText()).toMatch(/introuvable/i);
    await session.screenshot(page, 'marketing-404');
    await context.close();
  });

  it('loads those pages without console errors or CSP violations', () => {
    expect(session.problems).toEqual([]);
  });
});
