// The payslip's statuses and periods, without zod: the client area's first screens use them (issue 21 §7).

export const PAYSLIP_STATUSES = ['draft', 'completed', 'archived', 'replaced'] as const;
export type PayslipStatus = (typeof PAYSLIP_STATUSES)[number];
/** Statuses a user may choose when creating a payslip; archived is for display only (spec 000 §4). */
export const CREATABLE_PAYSLIP_STATUSES = ['draft', 'completed'] as const;
export const PAYSLIP_STATUS_LABELS: Record<PayslipStatus, string> = {
  draft: 'Brouillon',
  completed: 'Finalisé',
  archived: 'Archivé',
  replaced: 'Remplacé par un rectificatif',
};

/** The statuses of the payslips that count: finalised, and not replaced by a corrective payslip. */
export const COUNTED_PAYSLIP_STATUSES = ['completed', 'archived'] as const;

/**
 * A finalised payslip (completed, or archived later) is a legal record: its figures are frozen, it
 * counts in the year-to-date totals, the dashboard's, the reports and the DSN; a draft does none of
 * that, nor does a finalised payslip a corrective one replaced (issue 24: « bulletin rectificatif »).
 */
export function isFinalisedStatus(status: PayslipStatus): boolean {
  return status === 'completed' || status === 'archived';
}

/**
 * A legal record whose document is frozen: a finalised payslip, or one a corrective replaced (kept, readable
 * and downloadable as it was issued). Only a draft is edited, deleted or rebuilt.
 */
export function isFrozenStatus(status: PayslipStatus): boolean {
  return status !== 'draft';
}

/** First year a payslip can be made for (spec 000 §9). */
export const PAYSLIP_MIN_YEAR = 2020;
/** Last year a payslip can be made for: the current year + 1 (spec 000 §9). */
export function payslipMaxYear(now: Date = new Date()): number {
  return now.getFullYear() + 1;
}

export const FRENCH_MONTHS = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
] as const;

/** 'Mars 2026' for month 3 of 2026. */
export function formatPeriod(month: number, year: number): string {
  return `${FRENCH_MONTHS[month - 1] ?? String(month)} ${year}`;
}
