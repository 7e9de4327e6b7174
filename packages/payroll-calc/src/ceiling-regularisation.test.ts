/**
 * A year of irregular pay, regularised progressively against the plafond (CSS art. R243-10; the DSN's
 * cumulated bases), for an officer and for an employee, checked line by line against figures built from the
 * law. The official model computes one month at a time, so each expected figure below is worked out by hand
 * from the rule
 *
 *   base of month m = cap(Σ pay₁..ₘ, Σ plafond₁..ₘ) − cap(Σ pay₁..ₘ₋₁, Σ plafond₁..ₘ₋₁)
 *
 * with cap = min(pay, plafond) for tranche 1, min(max(pay − plafond, 0), 7 × plafond) for tranche 2,
 * min(pay, 4 × plafond) for the Apec, the assurance chômage and the CSG/CRDS abatement; each case shows its
 * cumuls in its comments.
 */
import { describe, expect, it } from 'vitest';
import {
  capBases,
  daysInMonth,
  EMPTY_YEAR_TO_DATE,
  monthCeilingCents,
  regulariseCeilings,
} from './ceiling-regularisation.ts';
import { computeEmployeePayslip } from './compute-employee-payslip.ts';
import { computeOfficerPayslip } from './compute-officer-payslip.ts';
import type { EmployeePayslipInput } from './employee-payslip-types.ts';
import type { OfficerPayslip } from './officer-payslip-types.ts';
import type { PayslipLineCode } from './payslip-types.ts';
import { rates2026 } from './rates/2026.ts';
import {
  laterFinalisedMonths,
  type PayslipSummary,
  summarisePayslip,
  yearToDateBefore,
} from './year-to-date.ts';

function baseOf(payslip: OfficerPayslip, code: PayslipLineCode): number | undefined {
  return payslip.lines.find((line) => line.code === code)?.baseCents;
}

function lineOf(payslip: OfficerPayslip, code: PayslipLineCode) {
  const line = payslip.lines.find((candidate) => candidate.code === code);
  if (line === undefined) throw new Error(`no ${code} line`);
  return line;
}

/** base × rate in exact hundred-thousandths of a cent, for the ±1 cent check of apportioned lines. */
function exactCents(baseCents: number, percent: number): number {
  return (baseCents * Math.round(percent * 1000)) / 100_000;
}

describe('monthCeilingCents: the month’s plafond, prorated (CSS art. R242-2)', () => {
  it.each([
    // full time, whole month: the PMSS 2026, 4 005 €
    [{ pmssCents: 400_500 }, 400_500],
    // 80 % part time: 4 005 × 0,8 = 3 204 €
    [{ pmssCents: 400_500, workingTimeRatio: 0.8 }, 320_400],
    // entry on 16 March, 80 %: 4 005 × 0,8 × 16 / 31 = 1 653,677… → 1 653,68 €
    [{ pmssCents: 400_500, workingTimeRatio: 0.8, daysEmployed: 16, daysInMonth: 31 }, 165_368],
    // exit on 20 February 2026 (28 days), full time: 4 005 × 20 / 28 = 2 860,714… → 2 860,71 €
    [{ pmssCents: 400_500, daysEmployed: 20, daysInMonth: 28 }, 286_071],
  ])('%o → %i cents', (input, expected) => {
    expect(monthCeilingCents(input)).toBe(expected);
  });

  it('refuses days outside the month and a ratio above full time', () => {
    expect(() => monthCeilingCents({ pmssCents: 400_500, daysEmployed: 29, daysInMonth: 28 })).toThrow(
      RangeError,
    );
    expect(() => monthCeilingCents({ pmssCents: 400_500, daysEmployed: 3 })).toThrow(RangeError);
    expect(() => monthCeilingCents({ pmssCents: 400_500, workingTimeRatio: 1.2 })).toThrow(RangeError);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
  });
});

describe('regulariseCeilings', () => {
  it('charges the month what the cumulated capped bases gained, and reports the regularisation', () => {
    // Before: 16 000 € paid over 4 plafonds of 4 005 € (16 020 €); this month 12 000 €.
    // Tranche 1: min(28 000, 20 025) − min(16 000, 16 020) = 4 025 € (own: 4 005 €, regularisation +20 €).
    // Tranche 2: (28 000 − 20 025) − 0 = 7 975 € (own: 12 000 − 4 005 = 7 995 €, regularisation −20 €).
    const result = regulariseCeilings(
      { contributionBaseCents: 1_600_000, grossCents: 1_600_000, ceilingCents: 1_602_000 },
      { contributionBaseCents: 1_200_000, grossCents: 1_200_000, ceilingCents: 400_500 },
      rates2026,
    );
    expect(result.regularised.tranche1Cents).toBe(402_500);
    expect(result.regularised.tranche2Cents).toBe(797_500);
    expect(result.own.tranche2Cents).toBe(799_500);
    expect(result.regularisation.tranche1Cents).toBe(2_000);
    expect(result.regularisation.tranche2Cents).toBe(-2_000);
    expect(result.yearToDateAfter).toEqual({
      contributionBaseCents: 2_800_000,
      grossCents: 2_800_000,
      ceilingCents: 2_002_500,
    });
  });

  it('caps tranche 2 at 7 plafonds of the cumul, and refuses amounts that are not cents', () => {
    // 40 000 € on one plafond of 4 005 €: tranche 2 = min(35 995, 7 × 4 005 = 28 035) = 28 035 €.
    expect(capBases(4_000_000, 4_000_000, 400_500, rates2026).tranche2Cents).toBe(2_803_500);
    expect(() =>
      regulariseCeilings(
        EMPTY_YEAR_TO_DATE,
        { contributionBaseCents: 10.5, grossCents: 0, ceilingCents: 400_500 },
        rates2026,
      ),
    ).toThrow(RangeError);
  });
});

/** Computes the months in order, each with the year-to-date of the months finalised before it. */
function yearOf<T extends OfficerPayslip>(
  months: readonly { month: number; grossCents: number }[],
  compute: (month: number, grossCents: number, summaries: PayslipSummary[]) => T,
): T[] {
  const summaries: PayslipSummary[] = [];
  return months.map(({ month, grossCents }) => {
    const payslip = compute(month, grossCents, summaries);
    summaries.push(summarisePayslip(payslip));
    return payslip;
  });
}

describe('an officer’s year of irregular pay, 2026 (PMSS 4 005 €, annual plafond 48 060 €)', () => {
  // The case: 48 700,50 € paid in the year. Capped month by month, tranche 2 charges 7 995 € (May)
  // + 1 685,50 € (December) = 9 680,50 €; on the year, the pay exceeds the plafond by 640,50 € only.
  //
  // month  gross      Σ gross     Σ plafond   Σ T1 = min   T1 of month   Σ T2 = max(Σg − Σp, 0)   T2 of month
  //   1    4 000,00    4 000,00    4 005        4 000,00    4 000,00        0                          0
  //   2    4 000,00    8 000,00    8 010        8 000,00    4 000,00        0                          0
  //   3    4 000,00   12 000,00   12 015       12 000,00    4 000,00        0                          0
  //   4    4 000,00   16 000,00   16 020       16 000,00    4 000,00        0                          0
  //   5   12 000,00   28 000,00   20 025       20 025,00    4 025,00    7 975,00                   7 975,00
  //   6    1 750,00   29 750,00   24 030       24 030,00    4 005,00    5 720,00                  −2 255,00
  //   7    1 750,00   31 500,00   28 035       28 035,00    4 005,00    3 465,00                  −2 255,00
  //   8    1 750,00   33 250,00   32 040       32 040,00    4 005,00    1 210,00                  −2 255,00
  //   9    1 750,00   35 000,00   36 045       35 000,00    2 960,00        0                     −1 210,00
  //  10    4 005,00   39 005,00   40 050       39 005,00    4 005,00        0                          0
  //  11    4 005,00   43 010,00   44 055       43 010,00    4 005,00        0                          0
  //  12    5 690,50   48 700,50   48 060       48 060,00    5 050,00      640,50                     640,50
  const YEAR = [
    [1, 400_000, 400_000, 0],
    [2, 400_000, 400_000, 0],
    [3, 400_000, 400_000, 0],
    [4, 400_000, 400_000, 0],
    [5, 1_200_000, 402_500, 797_500],
    [6, 175_000, 400_500, -225_500],
    [7, 175_000, 400_500, -225_500],
    [8, 175_000, 400_500, -225_500],
    [9, 175_000, 296_000, -121_000],
    [10, 400_500, 400_500, 0],
    [11, 400_500, 400_500, 0],
    [12, 569_050, 505_000, 64_050],
  ] as const;
  const payslips = yearOf(
    YEAR.map(([month, grossCents]) => ({ month, grossCents })),
    (month, grossCents, summaries) =>
      computeOfficerPayslip({
        year: 2026,
        month,
        grossCents,
        headcount: 1,
        yearToDate: yearToDateBefore(summaries, { year: 2026, month }).ceiling,
      }),
  );

  describe.each(YEAR.map((row, i) => [...row, payslips[i]] as const))(
    'month %i, %i cents',
    (_month, _gross, tranche1, tranche2, payslip) => {
      it('charges tranche 1 and tranche 2 as the cumuls give them', () => {
        if (payslip === undefined) throw new Error('no payslip');
        expect(baseOf(payslip, 'vieillesse-plafonnee')).toBe(tranche1);
        expect(baseOf(payslip, 'complementaire-tranche-1')).toBe(tranche1);
        expect(baseOf(payslip, 'complementaire-tranche-2')).toBe(tranche2 === 0 ? undefined : tranche2);
        // Vieillesse plafonnée: 6,90 % and 8,55 % of the regularised tranche 1, within the cent the
        // apportioning of the totals may move (exact-amount.ts).
        const plafonnee = lineOf(payslip, 'vieillesse-plafonnee');
        expect(Math.abs(plafonnee.employeeAmountCents - exactCents(tranche1, 6.9))).toBeLessThan(1);
        expect(Math.abs(plafonnee.employerAmountCents - exactCents(tranche1, 8.55))).toBeLessThan(1);
        // The uncapped lines are untouched by the regularisation.
        expect(baseOf(payslip, 'vieillesse-deplafonnee')).toBe(payslip.grossCents);
      });
    },
  );

  it('ends the year on the annual plafond: 48 060 € in tranche 1, 640,50 € in tranche 2', () => {
    const sum = (pick: (p: OfficerPayslip) => number) => payslips.reduce((s, p) => s + pick(p), 0);
    expect(sum((p) => p.ceilingRegularisation?.regularised.tranche1Cents ?? Number.NaN)).toBe(4_806_000);
    expect(sum((p) => p.ceilingRegularisation?.regularised.tranche2Cents ?? Number.NaN)).toBe(64_050);
    // What month-by-month capping would have charged: the 9 680,50 €.
    expect(sum((p) => p.ceilingRegularisation?.own.tranche2Cents ?? Number.NaN)).toBe(968_050);
    expect(sum((p) => p.grossCents)).toBe(4_870_050);
  });

  it('shows June’s given-back tranche 2 as a negative regularisation of its own nil base', () => {
    const june = payslips[5]?.ceilingRegularisation;
    expect(june?.own.tranche2Cents).toBe(0);
    expect(june?.regularisation.tranche2Cents).toBe(-225_500);
    // and tranche 1 lifted from the month's 1 750 € to its 4 005 € plafond: +2 255 €.
    expect(june?.regularisation.tranche1Cents).toBe(225_500);
  });
});

describe('an employee’s year, 2026: cadre, 80 % part time, entry on 16 March, a June bonus, December above 4 plafonds', () => {
  // Plafond: 4 005 × 0,8 = 3 204 € a month; March 4 005 × 0,8 × 16/31 = 1 653,68 € (décret n° 2017-858).
  // Pay: March 1 548,39 €; 2 800 € a month; June 2 800 + 3 000 € bonus; December 2 800 + 12 000 € bonus =
  // 14 800 €, above its own 4 plafonds (12 816 €) but not the year's (4 × 30 489,68 €): the Apec, assurance
  // chômage and CSG abatement bases are regularised back to the whole pay.
  //
  // month  gross       Σ gross      Σ plafond    T1 of month                         T2 of month
  //   3    1 548,39    1 548,39     1 653,68     1 548,39                            0
  //   4    2 800,00    4 348,39     4 857,68     2 800,00                            0
  //   5    2 800,00    7 148,39     8 061,68     2 800,00                            0
  //   6    5 800,00   12 948,39    11 265,68    11 265,68 − 7 148,39 = 4 117,29      1 682,71
  //   7    2 800,00   15 748,39    14 469,68     3 204,00                            1 278,71 − 1 682,71 = −404
  //   8    2 800,00   18 548,39    17 673,68     3 204,00                            −404
  //   9    2 800,00   21 348,39    20 877,68     3 204,00                            −404
  //  10    2 800,00   24 148,39    24 081,68     3 204,00                            66,71 − 470,71 = −404
  //  11    2 800,00   26 948,39    27 285,68    26 948,39 − 24 081,68 = 2 866,71     −66,71
  //  12   14 800,00   41 748,39    30 489,68    30 489,68 − 26 948,39 = 3 541,29     11 258,71
  // Year: tranche 1 = 30 489,68 € (the cumulated plafond), tranche 2 = 11 258,71 € (41 748,39 − 30 489,68).
  const YEAR = [
    [3, 154_839, 165_368, 154_839, 0],
    [4, 280_000, 320_400, 280_000, 0],
    [5, 280_000, 320_400, 280_000, 0],
    [6, 580_000, 320_400, 411_729, 168_271],
    [7, 280_000, 320_400, 320_400, -40_400],
    [8, 280_000, 320_400, 320_400, -40_400],
    [9, 280_000, 320_400, 320_400, -40_400],
    [10, 280_000, 320_400, 320_400, -40_400],
    [11, 280_000, 320_400, 286_671, -6_671],
    [12, 1_480_000, 320_400, 354_129, 1_125_871],
  ] as const;
  const employee = (month: number, grossCents: number, summaries: PayslipSummary[]) => {
    const input: EmployeePayslipInput = {
      year: 2026,
      month,
      grossCents,
      headcount: 5,
      status: 'cadre',
      workingTimeRatio: 0.8,
      yearToDate: yearToDateBefore(summaries, { year: 2026, month }).ceiling,
      ...(month === 3 ? { daysEmployed: 16 } : {}),
    };
    return computeEmployeePayslip(input);
  };
  const payslips = yearOf(
    YEAR.map(([month, grossCents]) => ({ month, grossCents })),
    employee,
  );

  describe.each(YEAR.map((row, i) => [...row, payslips[i]] as const))(
    'month %i, %i cents, plafond %i',
    (_month, gross, ceiling, tranche1, tranche2, payslip) => {
      it('prorates the plafond and regularises every capped base', () => {
        if (payslip === undefined) throw new Error('no payslip');
        expect(payslip.ceilingCents).toBe(ceiling);
        expect(baseOf(payslip, 'vieillesse-plafonnee')).toBe(tranche1);
        expect(baseOf(payslip, 'complementaire-tranche-2')).toBe(tranche2 === 0 ? undefined : tranche2);
        // The cumulated pay never reaches 4 cumulated plafonds: Apec, chômage and AGS on the whole pay.
        expect(baseOf(payslip, 'apec')).toBe(gross);
        expect(baseOf(payslip, 'assurance-chomage')).toBe(gross);
        expect(baseOf(payslip, 'ags')).toBe(gross);
        // CSG/CRDS: 98,25 % of the whole pay plus the employer's 1,50 % cadre prévoyance on the month's
        // own tranche 1 (min(gross, plafond)), to the hundred-thousandth of a cent, printed to the cent.
        const prevoyance = (Math.min(gross, ceiling) * 1_500) / 100_000;
        const csg = (gross * 98_250) / 100_000 + prevoyance;
        expect(Math.abs((baseOf(payslip, 'csg-deductible') ?? 0) - csg)).toBeLessThanOrEqual(0.5);
      });
    },
  );

  it('regularises December’s Apec, chômage and CSG abatement above its own 4 plafonds', () => {
    const december = payslips[9]?.ceilingRegularisation;
    // Own: 4 × 3 204 = 12 816 €; regularised: the whole 14 800 € (+1 984 €).
    expect(december?.own.apecCents).toBe(1_281_600);
    expect(december?.regularisation.apecCents).toBe(198_400);
    expect(december?.regularisation.chomageCents).toBe(198_400);
    expect(december?.regularisation.csgAbattementCents).toBe(198_400);
    // Month-alone capping would have charged 2 596 + 11 596 = 14 192 € in tranche 2.
    const own = payslips.reduce((s, p) => s + (p.ceilingRegularisation?.own.tranche2Cents ?? 0), 0);
    expect(own).toBe(1_419_200);
    const charged = payslips.reduce(
      (s, p) => s + (p.ceilingRegularisation?.regularised.tranche2Cents ?? 0),
      0,
    );
    expect(charged).toBe(1_125_871);
  });
});

describe('yearToDateBefore: the cumuls come from the year’s payslips, whatever the order they were finalised in', () => {
  const summary = (month: number, grossCents: number, year = 2026): PayslipSummary => ({
    year,
    month,
    grossCents,
    contributionBaseCents: grossCents,
    ceilingCents: 400_500,
    netTaxableCents: Math.round(grossCents * 0.8),
    pasAmountCents: Math.round(grossCents * 0.04),
    tranche1Cents: Math.min(grossCents, 400_500),
    tranche2Cents: Math.max(grossCents - 400_500, 0),
  });

  it('sums the months before the period of its year only', () => {
    // Finalised in the order March, February, January, plus December 2025 and June 2026.
    const summaries = [
      summary(3, 300_000),
      summary(2, 500_000),
      summary(1, 400_000),
      summary(12, 900_000, 2025),
      summary(6, 200_000),
    ];
    const april = yearToDateBefore(summaries, { year: 2026, month: 4 });
    expect(april.months).toEqual([1, 2, 3]);
    expect(april.grossCents).toBe(1_200_000);
    expect(april.netTaxableCents).toBe(960_000);
    expect(april.pasAmountCents).toBe(48_000);
    expect(april.ceiling).toEqual({
      contributionBaseCents: 1_200_000,
      grossCents: 1_200_000,
      ceilingCents: 1_201_500,
    });
    expect(yearToDateBefore(summaries, { year: 2026, month: 1 }).months).toEqual([]);
  });

  it('names the later months already finalised, and refuses two payslips in force for one month', () => {
    const summaries = [summary(3, 300_000), summary(12, 300_000), summary(6, 1)];
    expect(laterFinalisedMonths(summaries, { year: 2026, month: 2 })).toEqual([3, 6, 12]);
    expect(laterFinalisedMonths(summaries, { year: 2026, month: 12 })).toEqual([]);
    expect(() => yearToDateBefore([summary(1, 1), summary(1, 2)], { year: 2026, month: 2 })).toThrow(
      RangeError,
    );
  });
});
