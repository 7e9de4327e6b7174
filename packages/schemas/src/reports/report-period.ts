import { FRENCH_MONTHS } from '../constants/payslip.ts';
import { z } from '../zod-fr.ts';

/**
 * The period of a report: from one month to another, both included, 'YYYY-MM'. Five years at most:
 * the employer keeps the payroll records five years (Code du travail, art. L. 3243-4), and a longer
 * span is never one accounting question.
 */
export const REPORT_MAX_MONTHS = 60;

/** A month as the reports' query strings carry it: '2026-03'. */
export const monthKeySchema = z
  .string({ error: 'Le mois est requis (AAAA-MM)' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mois invalide : attendu AAAA-MM, par exemple 2026-03' });

/** 'YYYY-MM' of a month. */
export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Months since year 0: the distance between two months is a subtraction. */
export function monthIndex(key: string): number {
  return Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}

/** The month `index` counts (see `monthIndex`). */
export function monthOfIndex(index: number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index++) {
    const { year, month } = monthOfIndex(index);
    months.push(monthKey(year, month));
  }
  return months;
}

/** 'Mars 2026' for '2026-03'. */
export function formatMonthKey(key: string): string {
  return `${FRENCH_MONTHS[Number(key.slice(5, 7)) - 1] ?? key.slice(5, 7)} ${key.slice(0, 4)}`;
}

/** 'de janvier à décembre 2026', 'de novembre 2025 à février 2026', 'mars 2026'. */
export function formatReportPeriod(from: string, to: string): string {
  const name = (key: string) => (FRENCH_MONTHS[Number(key.slice(5, 7)) - 1] ?? '').toLowerCase();
  if (from === to) return `${name(from)} ${from.slice(0, 4)}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `de ${name(from)} à ${name(to)} ${to.slice(0, 4)}`;
  return `de ${name(from)} ${from.slice(0, 4)} à ${name(to)} ${to.slice(0, 4)}`;
}

const periodFields = { from: monthKeySchema, to: monthKeySchema };

/** `from` and `to` checked together: in order, five years at most. */
function checkPeriod(ctx: { value: { from: string; to: string }; issues: unknown[] }): void {
  const { from, to } = ctx.value;
  if (monthIndex(from) > monthIndex(to)) {
    ctx.issues.push({
      code: 'custom',
      path: ['to'],
      message: 'La fin de la période précède son début',
      input: to,
    });
  } else if (monthIndex(to) - monthIndex(from) + 1 > REPORT_MAX_MONTHS) {
    ctx.issues.push({
      code: 'custom',
      path: ['to'],
      message: 'La période ne peut pas dépasser 5 ans (60 mois)',
      input: to,
    });
  }
}

/** `from` and `to` of a report. */
export const reportPeriodSchema = z.object(periodFields).check(checkPeriod);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** One employee's payslips only (issue 27 §1: « pour une personne ou toute l'entreprise »); absent: everyone's. */
const employeeFilter = {
  employeeId: z.coerce
    .number({ error: 'Le salarié est désigné par son identifiant' })
    .int({ error: 'Le salarié est désigné par son identifiant' })
    .positive({ error: 'Le salarié est désigné par son identifiant' })
    .optional(),
};

/** A report's period, and optionally the one employee it is about. */
export type ReportFilter = ReportPeriod & { employeeId?: number | undefined };

export const LEDGER_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
/** GET /api/reports/ledger. */
export const ledgerQuerySchema = z
  .object({
    ...periodFields,
    ...employeeFilter,
    format: z.enum(LEDGER_FORMATS, { error: 'Format invalide : json, csv, xlsx ou pdf' }).default('json'),
  })
  .check(checkPeriod);

export const ACCOUNTING_FORMATS = ['json', 'fec', 'csv'] as const;
/** GET /api/reports/accounting. */
export const accountingQuerySchema = z
  .object({
    ...periodFields,
    ...employeeFilter,
    format: z.enum(ACCOUNTING_FORMATS, { error: 'Format invalide : json, fec ou csv' }).default('json'),
  })
  .check(checkPeriod);

/** GET /api/reports/charges: the last 12 or 24 months. */
export const chargesQuerySchema = z.object({
  months: z
    .enum(['12', '24'], { error: 'Période invalide : 12 ou 24 mois' })
    .default('12')
    .transform((value) => Number(value)),
});
