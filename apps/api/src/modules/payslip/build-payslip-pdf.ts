import type { EntityManager } from '@mikro-orm/core';
import { payslipDataSchema } from '@dirigeo/schemas';
import { User } from '../user/user.entity.ts';
import { getPayslip } from './get-payslip.ts';
import { Payslip } from './payslip.entity.ts';
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
  const calculationOf = (candidate: Payslip) => {
    const data = payslipDataSchema.safeParse(candidate.data ?? {});
    return data.success ? (data.data.calculation ?? null) : null;
  };
  // Cumuls: this payslip and the earlier ones of the same year.
  const sameYear = await em.find(Payslip, {
    user: userId,
    year: payslip.year,
    month: { $lte: payslip.month },
  });
  const yearToDate = { grossSalaryCents: 0, netTaxableCents: 0 };
  for (const earlier of sameYear) {
    yearToDate.grossSalaryCents += earlier.grossSalaryCents;
    yearToDate.netTaxableCents += calculationOf(earlier)?.netTaxable ?? earlier.netSalaryCents;
  }
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
    yearToDate,
    calculation: calculationOf(payslip),
  });
  const month = String(payslip.month).padStart(2, '0');
  return { bytes, fileName: `bulletin-${payslip.year}-${month}.pdf` };
}
