import { expect, it } from 'vitest';
import { describeInBrowser } from '../src/browser-test.ts';
import { signIn, unexpectedProblems } from '../src/portal.ts';

/** The demo account's content: finalised payslips, a draft and documents (read only here). */
const DEMO = { username: 'demo', password: 'demo-dirigeo' };
const WIDTHS = [320, 390, 768] as const;

describeInBrowser('every signed-in screen fits the screen', (session) => {
  it('is never wider than the window at 320, 390 and 768 px', async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await signIn(page, DEMO.username, DEMO.password);
    const payslips: { id: number; status: string }[] = await page.evaluate(async () =>
      (await fetch('/api/payslips')).json(),
    );
    const finalised = payslips.find((payslip) => payslip.status === 'completed');
    const draft = payslips.find((payslip) => payslip.status === 'draft');
    if (!finalised || !draft) throw new Error('the demo account has a finalised payslip and a draft');

    /** Each screen: its address, what shows once it is drawn, and what to do before measuring. */
    const screens: { name: string; path: string; ready: string; prepare?: () => Promise<void> }[] = [
      { name: 'dashboard', path: '/dashboard', ready: 'Bulletins récents' },
      { name: 'payslips', path: '/payslips', ready: 'Rechercher une période' },
      { name: 'payslip-create', path: '/payslips?action=new', ready: 'Calcul des cotisations' },
      {
        name: 'payslip-preview',
        path: '/payslips?action=new',
        ready: 'Calcul des cotisations',
        prepare: async () => {
          await page.getByRole('button', { name: 'Aperçu du bulletin' }).click();
          await page.getByText('Net à payer avant impôt sur le revenu', { exact: true }).waitFor();
        },
      },
      { name: 'payslip-finalised', path: `/payslips/${finalised.id}`, ready: 'Montant net social' },
      { name: 'payslip-draft', path: `/payslips/${draft.id}`, ready: 'Éléments de paie' },
      { name: 'documents', path: '/documents', ready: 'Mes documents' },
      { name: 'documents-upload', path: '/documents?action=upload', ready: 'Nom du document' },
      { name: 'profile', path: '/profile', ready: 'Informations professionnelles' },
      { name: 'settings', path: '/settings', ready: 'Supprimer mon compte' },
      {
        name: 'settings-security',
        path: '/settings',
        ready: 'Supprimer mon compte',
        prepare: async () => {
          await page.getByRole('tab', { name: 'Sécurité' }).click();
          await page.getByLabel('Mot de passe actuel').waitFor();
        },
      },
      {
        name: 'settings-notifications',
        path: '/settings',
        ready: 'Supprimer mon compte',
        prepare: async () => {
          await page.getByRole('tab', { name: 'Notifications' }).click();
          await page.getByText('Notifications par email').first().waitFor();
        },
      },
    ];

    const tooWide: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.getByText(screen.ready, { exact: false }).first().waitFor();
        await screen.prepare?.();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) tooWide.push(`${screen.name} at ${width} px: ${scrollWidth} px wide`);
        if (width === 390) await session.screenshot(page, `narrow-390-${screen.name}`);
      }
    }
    expect(tooWide).toEqual([]);
    await context.close();
  });

  it('shows no script error nor CSP violation', () => {
    expect(unexpectedProblems(session.problems)).toEqual([]);
  });
});
