import { it } from 'vitest';
import { describeInBrowser } from '../../src/browser-test.ts';
import { newAccount, registerThroughApi } from '../../src/portal.ts';

describeInBrowser('debug', (session) => {
  it('profile', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await registerThroughApi(page, newAccount('dbg'));
    await page.goto('/profile');
    await page.waitForTimeout(3000);
    console.log(page.url(), await page.locator('body').textContent());
    await session.screenshot(page, 'debug-profile');
    console.log(session.problems);
  });
});
