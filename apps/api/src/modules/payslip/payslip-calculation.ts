import { type PayslipCalculation, payslipDataSchema } from '@dirigeo/schemas';
import type { Payslip } from './payslip.entity.ts';

/** The contributions computed for a payslip and kept in its data; null when they were typed by hand. */
export function calculationOf(payslip: Pick<Payslip, 'data'>): PayslipCalculation | null {
  const data = payslipDataSchema.safeParse(payslip.data ?? {});
  return data.success ? (data.data.calculation ?? null) : null;
}
