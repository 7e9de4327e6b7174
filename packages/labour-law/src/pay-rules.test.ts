import { describe, expect, it } from 'vitest';
import { PAY_RULES } from './pay-rules.ts';

describe('PAY_RULES', () => {
  const byId = new Map(PAY_RULES.map((rule) => [rule.id, rule]));
  it.each([
    ['wage-claim-prescription', '3 ans', 'L3245-1'],
    ['payslip-copy', '5 ans', 'L3243-4'],
    ['electronic-payslip-availability', '50 ans', 'D3243-8'],
    ['cash-advance-deduction', 'un dixième du salaire', 'L3251-3'],
    ['fines-forbidden', 'interdites', 'L1331-2'],
    ['payment-frequency', 'une fois par mois', 'L3242-1'],
    ['fortnight-advance', 'la moitié du salaire mensuel', 'L3242-1'],
    ['payment-means', 'virement, chèque barré ou espèces', 'L3241-1'],
  ] as const)('%s: « %s » (%s)', (id, figure, article) => {
    const rule = byId.get(id);
    expect(rule?.figure).toBe(figure);
    expect(rule?.articles[0]).toBe(article);
    expect(rule?.explanation).toMatch(/\.$/);
  });
  it('has one rule per id', () => expect(byId.size).toBe(PAY_RULES.length));
});
