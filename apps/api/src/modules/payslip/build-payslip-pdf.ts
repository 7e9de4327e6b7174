import type { EntityManager } from '@mikro-orm/core';
import { payslipDataSchema } from '@dirigeo/schemas';
import { User } from '../user/user.entity.ts';
import { getPayslip } from './get-payslip.ts';
import { renderPayslipPdf } from './render-payslip-pdf.ts';

export interface PayslipPdf {
  bytes: Buffer;
  /** French file name: bulletin-2026-03.pdf. */
  fileName: string;
}

/**
 * The PDF of one of the user's payslips. Employer and employee come from the user's profile (not
 * the sample lines of the original preview); the lines, when computed, from the payslip's data.
 */
export async function buildPayslipPdf(em: EntityManager, userId: number, id: number): Promise<PayslipPdf> {
  const payslip = await getPayslip(em, userId, id);
  const user = await em.findOneOrFail(User, { id: userId });
  const data = payslipDataSchema.safeParse(payslip.data ?? {});
  const bytes = await renderPayslipPdf({
    month: payslip.month,
    year: payslip.year,
    status: payslip.status,
    issuedAt: payslip.createdAt,
    employer: { name: user.company, siret: user.siret ?? null },
    employee: { name: `${user.firstName} ${user.lastName}`, position: user.position, status: user.status },
    grossSalaryCents: payslip.grossSalaryCents,
    socialContributionsCents: payslip.socialContributionsCents,
    otherDeductionsCents: payslip.otherDeductionsCents,
    otherAdditionsCents: payslip.otherAdditionsCents,
    netSalaryCents: payslip.netSalaryCents,
    calculation: data.success ? (data.data.calculation ?? null) : null,
  });
  const month = String(payslip.month).padStart(2, '0');
  return { bytes, fileName: `bulletin-${payslip.year}-${month}.pdf` };
}
