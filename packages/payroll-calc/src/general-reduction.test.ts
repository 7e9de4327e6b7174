import { describe, expect, it } from 'vitest';
import { centsToExact } from './exact-amount.ts';
import { reductionGeneraleCoefficient, reductionGeneraleT, rgduCoefficient } from './general-reduction.ts';
import { rates2025 } from './rates/2025.ts';
import { rates2026 } from './rates/2026.ts';
import type { ReductionGenerale, ReductionGeneraleDegressiveUnique } from './rates/year-rates.ts';

function reductionGenerale2025(): ReductionGenerale {
  const reduction = rates2025.generalReduction;
  if (reduction.kind !== 'reduction-generale') throw new Error('2025 has the réduction générale');
  return reduction;
}

function rgdu2026(): ReductionGeneraleDegressiveUnique {
  const reduction = rates2026.generalReduction;
  if (reduction.kind !== 'rgdu') throw new Error('2026 has the RGDU');
  return reduction;
}

/** A monthly pay and the year's SMIC as the payslip passes them: × 12, and 1 820 hours, in exact amounts. */
function annual(payCents: number, smicHourlyCents: number, ratio = 1) {
  return [12 * centsToExact(payCents), centsToExact(smicHourlyCents) * 1_820 * ratio] as const;
}

describe('the 2025 réduction générale', () => {
  const reduction = reductionGenerale2025();

  // Décret n° 2025-318 du 4 avril 2025 (JO du 6 avril): T = 0,3194 (Fnal 0,10 %) or 0,3234 (Fnal 0,50 %)
  // until April, 0,3193 or 0,3233 from 1 May 2025 (chômage 4,00 %, AT/MP part 0,50 %).
  it.each([
    [1, false, 31_940],
    [4, false, 31_940],
    [4, true, 32_340],
    [5, false, 31_930],
    [12, false, 31_930],
    [5, true, 32_330],
  ])('month %s, full Fnal %s: T is the published value (%s thousandths of a percent)', (month, full, t) => {
    expect(reductionGeneraleT(rates2025, reduction, month, full)).toBe(t);
  });

  it('is T at the SMIC and below it, nil from 1,6 SMIC', () => {
    expect(reductionGeneraleCoefficient(...annual(180_180, 1_188), 31_940, reduction)).toBe(3_194);
    expect(reductionGeneraleCoefficient(...annual(150_000, 1_188), 31_940, reduction)).toBe(3_194);
    expect(reductionGeneraleCoefficient(...annual(288_288, 1_188), 31_930, reduction)).toBe(0);
    expect(reductionGeneraleCoefficient(...annual(400_000, 1_188), 31_930, reduction)).toBe(0);
    expect(reductionGeneraleCoefficient(...annual(0, 1_188), 31_930, reduction)).toBe(0);
  });

  it('decreases in between, to the nearest ten-thousandth', () => {
    // (0,3193 / 0,6) × (1,6 × 1 801,80 / 2 000 − 1) = 0,234919…
    expect(reductionGeneraleCoefficient(...annual(200_000, 1_188), 31_930, reduction)).toBe(2_349);
    // (0,3233 / 0,6) × (1,6 × 1 801,80 / 2 500 − 1) = 0,082523…
    expect(reductionGeneraleCoefficient(...annual(250_000, 1_188), 32_330, reduction)).toBe(825);
  });

  it('takes the SMIC of the working time: half time at half the pay gives the same coefficient', () => {
    expect(reductionGeneraleCoefficient(...annual(100_000, 1_188, 0.5), 31_930, reduction)).toBe(2_349);
  });
});

describe('the 2026 réduction générale dégressive unique', () => {
  const rgdu = rgdu2026();

  // CSS art. D241-2-4 (0,49 % of AT/MP) and the employer rates of the RGDU's perimeter (CSS art. L241-13 I):
  // maladie, famille, vieillesse, CSA, Fnal, chômage, AT/MP part, Agirc-Arrco and CEG tranche 1.
  it.each([
    [false, rgdu.tDeltaFnalReduced, rates2026.fnalReducedPercent],
    [true, rgdu.tDeltaFnalFull, rates2026.fnalFullPercent],
  ])('full Fnal %s: Tmin + Tdelta is the sum of the rates it reduces', (_full, tDelta, fnal) => {
    const r = rates2026;
    const sum =
      r.maladieEmployerPercent +
      r.allocationsFamilialesPercent +
      r.vieillessePlafonneeEmployerPercent +
      r.vieillesseDeplafonneeEmployerPercent +
      r.csaPercent +
      fnal +
      (r.chomageEmployerPercentByMonth[0]?.value ?? 0) +
      0.49 +
      r.agircArrcoT1EmployerPercent +
      r.cegT1EmployerPercent;
    expect(Math.round((rgdu.tMin + tDelta) * 10_000)).toBe(Math.round(sum * 100));
  });

  it('is Tmin + Tdelta at the SMIC and below it', () => {
    expect(rgduCoefficient(...annual(182_304, 1_202), rgdu, false)).toBe(3_981);
    expect(rgduCoefficient(...annual(120_000, 1_202), rgdu, false)).toBe(3_981);
    expect(rgduCoefficient(...annual(182_304, 1_202), rgdu, true)).toBe(4_021);
  });

  it('decreases to Tmin near 3 SMIC and is nil from 3 SMIC', () => {
    // 0,02 + 0,3781 × (½ × (3 / 2 − 1))^1,75 = 0,053419… at 2 SMIC (3 646,07 €).
    expect(rgduCoefficient(...annual(364_607, 1_202), rgdu, false)).toBe(534);
    // 0,02 + 0,3781 × (½ × (3 × 1 823,03 / 2 500 − 1))^1,75 = 0,171880…
    expect(rgduCoefficient(...annual(250_000, 1_202), rgdu, false)).toBe(1_719);
    // 0,02 + 0,3821 × (½ × (3 × 1 823,03 / 4 000 − 1))^1,75 = 0,039683…
    expect(rgduCoefficient(...annual(400_000, 1_202), rgdu, true)).toBe(397);
    // 3 SMIC = 3 × 12,02 € × 1 820 / 12 = 5 469,10 €.
    expect(rgduCoefficient(...annual(546_909, 1_202), rgdu, false)).toBe(200);
    expect(rgduCoefficient(...annual(546_910, 1_202), rgdu, false)).toBe(0);
    expect(rgduCoefficient(...annual(0, 1_202), rgdu, false)).toBe(0);
  });
});
