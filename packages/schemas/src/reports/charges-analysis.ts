import { groupPayslipLinesByRisk } from '@dirigeo/payroll-calc';
import { z } from '../zod-fr.ts';
import type { ReportPayslip } from './ledger.ts';
import { formatMonthKey, monthIndex, monthKey, monthOfIndex } from './report-period.ts';

/**
 * The charges analysis of the dashboard: month by month, the split of the contributions by risk, the
 * effective rates and the indicators the officer chose, from finalised payslips only. A month without
 * a payslip has no figures (null): a gap, never a zero. Amounts in cents.
 */

export const CHARGES_WINDOWS = [12, 24] as const;

/** The families the split groups the bulletin clarifié's risks into. */
export const CHARGES_CATEGORIES = ['retraite', 'sante', 'famille', 'chomage', 'csg-crds', 'autres'] as const;
export type ChargesCategory = (typeof CHARGES_CATEGORIES)[number];
export const CHARGES_CATEGORY_LABELS: Record<ChargesCategory, string> = {
  retraite: 'Retraite',
  sante: 'Santé et AT/MP',
  famille: 'Famille',
  chomage: 'Assurance chômage (salariés)',
  'csg-crds': 'CSG/CRDS',
  autres: 'Autres contributions',
};

const CATEGORY_OF_RISK: Record<string, ChargesCategory> = {
  Santé: 'sante',
  'Accidents du travail - maladies professionnelles': 'sante',
  Retraite: 'retraite',
  Famille: 'famille',
  'Assurance chômage': 'chomage',
  'CSG/CRDS': 'csg-crds',
};

/** The indicators an officer may put on the dashboard. */
export const CHARGES_INDICATORS = [
  'ytd-cost-vs-budget',
  'average-monthly-cost',
  'ytd-net-paid',
  'ytd-withholding-tax',
  'contributions-per-100-net',
] as const;
export type ChargesIndicator = (typeof CHARGES_INDICATORS)[number];
export const CHARGES_INDICATOR_LABELS: Record<ChargesIndicator, string> = {
  'ytd-cost-vs-budget': 'Coût employeur de l’année face au budget',
  'average-monthly-cost': 'Coût employeur mensuel moyen',
  'ytd-net-paid': 'Net payé depuis janvier',
  'ytd-withholding-tax': 'Prélèvement à la source depuis janvier',
  'contributions-per-100-net': 'Cotisations pour 100 € nets payés',
};
export const DEFAULT_CHARGES_INDICATORS: readonly ChargesIndicator[] = [
  'ytd-cost-vs-budget',
  'average-monthly-cost',
];

const cents = z.number().int();

export const chargesMonthSchema = z.object({
  /** 'YYYY-MM'. */
  period: z.string(),
  /** 'Mars 2026'. */
  label: z.string(),
  /** Finalised payslips of the month; 0: a gap, every figure below is null. */
  payslipCount: z.number().int(),
  grossCents: cents.nullable(),
  netPaidCents: cents.nullable(),
  employeeContributionsCents: cents.nullable(),
  employerContributionsCents: cents.nullable(),
  employerCostCents: cents.nullable(),
  /** Coût employeur ÷ brut, in percent (2 decimals). */
  costRatePercent: z.number().nullable(),
  /** Net payé ÷ brut, in percent (2 decimals). */
  netRatePercent: z.number().nullable(),
});
export type ChargesMonth = z.infer<typeof chargesMonthSchema>;

export const chargesSplitSchema = z.object({
  category: z.enum(CHARGES_CATEGORIES),
  label: z.string(),
  employeeCents: cents,
  employerCents: cents,
  /** Share of all the contributions of the window, in percent (2 decimals). */
  sharePercent: z.number(),
});

export const chargesIndicatorValueSchema = z.object({
  indicator: z.enum(CHARGES_INDICATORS),
  label: z.string(),
  /** The figure, in cents (or in cents per 100 € for 'contributions-per-100-net'); null when not known. */
  valueCents: cents.nullable(),
  /** For the budget: the budget, and the share of it used (percent). */
  budgetCents: cents.nullable(),
  usedPercent: z.number().nullable(),
  /** One sentence that says what the figure counts. */
  detail: z.string(),
});
export type ChargesIndicatorValue = z.infer<typeof chargesIndicatorValueSchema>;

/** GET /api/reports/charges. */
export const chargesAnalysisSchema = z.object({
  months: z.array(chargesMonthSchema),
  /** Totals of the months with payslips. */
  totals: z.object({
    payslipCount: z.number().int(),
    grossCents: cents,
    netPaidCents: cents,
    employeeContributionsCents: cents,
    employerContributionsCents: cents,
    employerCostCents: cents,
    costRatePercent: z.number().nullable(),
    netRatePercent: z.number().nullable(),
  }),
  split: z.array(chargesSplitSchema),
  /** How the rates moved: the first and the last month with a payslip, in percentage points. */
  rateChange: z
    .object({
      from: z.string(),
      to: z.string(),
      costRatePoints: z.number(),
      netRatePoints: z.number(),
    })
    .nullable(),
  indicators: z.array(chargesIndicatorValueSchema),
  /** Payslips of the window typed by hand, left out of the analysis (no detail, no employer part). */
  undetailedCount: z.number().int(),
});
export type ChargesAnalysis = z.infer<typeof chargesAnalysisSchema>;

/** A ratio in percent, to 2 decimals; null without a denominator. */
function ratePercent(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((numerator / denominator) * 10_000) / 100 : null;
}

/**
 * The analysis of the `months` months ending with `current` (included). Payslips typed by hand carry
 * no employer part nor detail: they are counted apart, never as partial figures.
 */
export function analyseCharges(input: {
  months: number;
  current: { year: number; month: number };
  payslips: readonly ReportPayslip[];
  indicators: readonly ChargesIndicator[];
  annualBudgetCents: number | null;
}): ChargesAnalysis {
  const last = input.current.year * 12 + input.current.month - 1;
  const first = last - input.months + 1;
  const inWindow = input.payslips.filter((payslip) => {
    const index = monthIndex(monthKey(payslip.year, payslip.month));
    return index >= first && index <= last;
  });
  const detailed = inWindow.filter((payslip) => payslip.calculation !== null);

  const months: ChargesMonth[] = [];
  for (let index = first; index <= last; index++) {
    const { year, month } = monthOfIndex(index);
    const period = monthKey(year, month);
    const ofMonth = detailed.filter((payslip) => payslip.year === year && payslip.month === month);
    if (ofMonth.length === 0) {
      months.push({
        period,
        label: formatMonthKey(period),
        payslipCount: 0,
        grossCents: null,
        netPaidCents: null,
        employeeContributionsCents: null,
        employerContributionsCents: null,
        employerCostCents: null,
        costRatePercent: null,
        netRatePercent: null,
      });
      continue;
    }
    let gross = 0;
    let netPaid = 0;
    let employee = 0;
    let employer = 0;
    let cost = 0;
    for (const payslip of ofMonth) {
      const calculation = payslip.calculation;
      if (!calculation) continue;
      gross += payslip.grossSalaryCents;
      netPaid += payslip.netSalaryCents - calculation.pasAmount;
      employee += calculation.employeeContributions;
      employer += calculation.employerContributions;
      cost += calculation.employerCost;
    }
    months.push({
      period,
      label: formatMonthKey(period),
      payslipCount: ofMonth.length,
      grossCents: gross,
      netPaidCents: netPaid,
      employeeContributionsCents: employee,
      employerContributionsCents: employer,
      employerCostCents: cost,
      costRatePercent: ratePercent(cost, gross),
      netRatePercent: ratePercent(netPaid, gross),
    });
  }

  const sum = (pick: (month: ChargesMonth) => number | null) =>
    months.reduce((total, month) => total + (pick(month) ?? 0), 0);
  const totals = {
    payslipCount: detailed.length,
    grossCents: sum((month) => month.grossCents),
    netPaidCents: sum((month) => month.netPaidCents),
    employeeContributionsCents: sum((month) => month.employeeContributionsCents),
    employerContributionsCents: sum((month) => month.employerContributionsCents),
    employerCostCents: sum((month) => month.employerCostCents),
    costRatePercent: null as number | null,
    netRatePercent: null as number | null,
  };
  totals.costRatePercent = ratePercent(totals.employerCostCents, totals.grossCents);
  totals.netRatePercent = ratePercent(totals.netPaidCents, totals.grossCents);

  const byCategory = new Map<ChargesCategory, { employeeCents: number; employerCents: number }>();
  for (const payslip of detailed) {
    for (const group of groupPayslipLinesByRisk(payslip.calculation?.lines ?? [])) {
      const category = CATEGORY_OF_RISK[group.risk] ?? 'autres';
      const entry = byCategory.get(category) ?? { employeeCents: 0, employerCents: 0 };
      entry.employeeCents += group.employeeAmountCents;
      entry.employerCents += group.employerAmountCents;
      byCategory.set(category, entry);
    }
  }
  const allContributions = totals.employeeContributionsCents + totals.employerContributionsCents;
  const split = CHARGES_CATEGORIES.flatMap((category) => {
    const entry = byCategory.get(category);
    if (!entry || (entry.employeeCents === 0 && entry.employerCents === 0)) return [];
    return [
      {
        category,
        label: CHARGES_CATEGORY_LABELS[category],
        ...entry,
        sharePercent: ratePercent(entry.employeeCents + entry.employerCents, allContributions) ?? 0,
      },
    ];
  });

  const withPayslips = months.filter((month) => month.payslipCount > 0);
  const firstMonth = withPayslips[0];
  const lastMonth = withPayslips.at(-1);
  const rateChange =
    firstMonth && lastMonth && firstMonth !== lastMonth
      ? {
          from: firstMonth.period,
          to: lastMonth.period,
          costRatePoints:
            Math.round(((lastMonth.costRatePercent ?? 0) - (firstMonth.costRatePercent ?? 0)) * 100) / 100,
          netRatePoints:
            Math.round(((lastMonth.netRatePercent ?? 0) - (firstMonth.netRatePercent ?? 0)) * 100) / 100,
        }
      : null;

  // Year to date: January of the current year to the current month, whatever the window.
  const ytd = input.payslips.filter(
    (payslip) =>
      payslip.calculation !== null &&
      payslip.year === input.current.year &&
      payslip.month <= input.current.month,
  );
  let ytdCost = 0;
  let ytdNetPaid = 0;
  let ytdPas = 0;
  for (const payslip of ytd) {
    if (!payslip.calculation) continue;
    ytdCost += payslip.calculation.employerCost;
    ytdNetPaid += payslip.netSalaryCents - payslip.calculation.pasAmount;
    ytdPas += payslip.calculation.pasAmount;
  }
  const ytdDetail = `Bulletins finalisés de janvier à ${formatMonthKey(monthKey(input.current.year, input.current.month)).toLowerCase()} (${ytd.length}).`;
  function indicatorValue(indicator: ChargesIndicator): ChargesIndicatorValue {
    const base = {
      indicator,
      label: CHARGES_INDICATOR_LABELS[indicator],
      budgetCents: null,
      usedPercent: null,
    };
    switch (indicator) {
      case 'ytd-cost-vs-budget':
        return {
          ...base,
          valueCents: ytdCost,
          budgetCents: input.annualBudgetCents,
          usedPercent: input.annualBudgetCents ? ratePercent(ytdCost, input.annualBudgetCents) : null,
          detail: input.annualBudgetCents
            ? ytdDetail
            : `${ytdDetail} Aucun budget annuel n’est fixé : indiquez-le dans les réglages des rapports.`,
        };
      case 'average-monthly-cost':
        return {
          ...base,
          valueCents:
            withPayslips.length > 0 ? Math.round(totals.employerCostCents / withPayslips.length) : null,
          detail: `Moyenne des ${withPayslips.length} mois avec un bulletin sur les ${input.months} derniers mois.`,
        };
      case 'ytd-net-paid':
        return { ...base, valueCents: ytdNetPaid, detail: ytdDetail };
      case 'ytd-withholding-tax':
        return { ...base, valueCents: ytdPas, detail: ytdDetail };
      case 'contributions-per-100-net':
        return {
          ...base,
          valueCents:
            totals.netPaidCents > 0 ? Math.round((allContributions / totals.netPaidCents) * 10_000) : null,
          detail: `Cotisations salariales et patronales des ${input.months} derniers mois pour 100 € versés au dirigeant.`,
        };
    }
  }
  const indicators = input.indicators.map(indicatorValue);

  return {
    months,
    totals,
    split,
    rateChange,
    indicators,
    undetailedCount: inWindow.length - detailed.length,
  };
}
