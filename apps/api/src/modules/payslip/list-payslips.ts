import type { EntityManager } from '@mikro-orm/core';
import { PAYSLIP_STATUSES } from '@dirigeo/schemas';
import { z } from 'zod';
import type { Payslip as PayslipDto } from '@dirigeo/schemas';
import { toPayslipDto } from './payslip.dto.ts';
import { Payslip } from './payslip.entity.ts';

const cents = z.number().int();
/** A payslip row as the driver maps it (property names, JS types). */
const payslipRowSchema = z.object({
  id: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  grossSalaryCents: cents,
  socialContributionsCents: cents,
  otherDeductionsCents: cents,
  otherAdditionsCents: cents,
  netSalaryCents: cents,
  status: z.enum(PAYSLIP_STATUSES),
  // node-postgres may hand a date column over as a Date at midnight UTC (MikroORM's mapping).
  paymentDate: z
    .union([z.string(), z.date().transform((date) => date.toISOString().slice(0, 10))])
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/**
 * The user's payslips, newest period first (spec 000 §2). A read-only list: rows come from the
 * driver without being hydrated into entities (3× cheaper for 60 rows, see bench/README.md).
 */
export async function listPayslips(em: EntityManager, userId: number): Promise<PayslipDto[]> {
  const rows = await em
    .getDriver()
    .find(
      Payslip,
      { user: userId },
      { orderBy: { year: 'desc', month: 'desc' }, ctx: em.getTransactionContext() },
    );
  return z
    .array(payslipRowSchema)
    .parse(rows)
    .map((row) => toPayslipDto(row, userId));
}
