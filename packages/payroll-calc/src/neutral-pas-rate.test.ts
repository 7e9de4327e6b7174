import { describe, expect, it } from 'vitest';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import { neutralPasRatePercent, neutralPasZoneOf, withNeutralPasRate } from './neutral-pas-rate.ts';

/** CGI art. 204 H III: the grille de taux par défaut, a rate for a base « inférieure à » each ceiling. */
describe('neutralPasRatePercent', () => {
  it.each([
    // 2026, mainland: below 1 635 € nothing, then 0,5 % from 1 635 €; 3 000 € between 2 738 and 3 135 €.
    [2026, 1, 163_499, 'metropole', 0],
    [2026, 1, 163_500, 'metropole', 0.5],
    [2026, 6, 300_000, 'metropole', 7.5],
    [2026, 12, 5_555_800, 'metropole', 43],
    // 2025: the 2024 grid until April (1 600 € ≥ 1 591 €), the indexed one from May (1 600 € < 1 620 €).
    [2025, 4, 160_000, 'metropole', 0.5],
    [2025, 5, 160_000, 'metropole', 0],
    // La Réunion and Guyane have their own grids.
    [2026, 3, 180_000, 'antilles-reunion', 0],
    [2026, 3, 210_000, 'guyane-mayotte', 0.5],
    // 2027: 2026's grid until the loi de finances pour 2027.
    [2027, 1, 300_000, 'metropole', 7.5],
  ] as const)('%i-%i, %i cents (%s): %f %%', (year, month, netTaxableCents, zone, rate) => {
    expect(neutralPasRatePercent({ year, month, netTaxableCents, zone })).toBe(rate);
  });

  it('finds the zone from the postal code of where the taxpayer lives', () => {
    expect(neutralPasZoneOf('75004')).toBe('metropole');
    expect(neutralPasZoneOf('97400')).toBe('antilles-reunion');
    expect(neutralPasZoneOf('97320')).toBe('guyane-mayotte');
    expect(neutralPasZoneOf(null)).toBe('metropole');
  });

  it('is what the payslip withholds on its net imposable when the person has no personal rate', () => {
    const payslip = withNeutralPasRate(
      computeOfficerPayslip,
      { year: 2026 as const, month: 3, grossCents: 400_000, headcount: 0, pasRatePercent: 20 },
      'metropole',
    );
    const rate = neutralPasRatePercent({
      year: 2026,
      month: 3,
      netTaxableCents: payslip.netTaxable,
      zone: 'metropole',
    });
    expect(payslip.pasRatePercent).toBe(rate);
    expect(payslip.pasAmount).toBe(Math.round((payslip.netTaxable * rate) / 100));
  });
});
