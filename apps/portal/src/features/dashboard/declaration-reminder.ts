import { type DeclarationSummary, dateInFrance, type Payslip } from '@dirigeo/schemas';

/** 'YYYY-MM' of a payslip's period. */
function periodKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The month a reminder is about, and what is left to do for it. */
export interface DeclarationReminder {
  period: string;
  /** 'prepare' (no declaration yet, or to prepare again), 'fix' (errors), 'deposit' (ready). */
  action: 'prepare' | 'fix' | 'deposit';
  /** The declaration's due date, when prepared. */
  dueDate: string | null;
  /** Its due date has passed (in France) and it is still not deposited. */
  late: boolean;
}

/**
 * The month's declaration still to do: that of the latest month with a finalised payslip, until it is
 * deposited (what the dashboard reminds the officer of). Null once deposited, or with no such month.
 */
export function pendingDeclaration(
  payslips: readonly Pick<Payslip, 'year' | 'month' | 'status'>[],
  declarations: readonly Pick<DeclarationSummary, 'period' | 'status' | 'dueDate'>[],
  today: string = dateInFrance(),
): DeclarationReminder | null {
  const period = payslips
    .filter((payslip) => payslip.status !== 'draft')
    .map((payslip) => periodKey(payslip.year, payslip.month))
    .sort()
    .at(-1);
  if (!period) return null;
  const declaration = declarations.find((candidate) => candidate.period === period);
  if (!declaration) return { period, action: 'prepare', dueDate: null, late: false };
  if (declaration.status === 'deposited') return null;
  const action =
    declaration.status === 'ready' ? 'deposit' : declaration.status === 'draft' ? 'fix' : 'prepare';
  const late = declaration.dueDate !== null && declaration.dueDate < today;
  return { period, action, dueDate: declaration.dueDate, late };
}
