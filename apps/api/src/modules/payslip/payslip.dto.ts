import { centsToEuros, type Payslip as PayslipDto, payslipDataSchema } from '@dirigeo/schemas';
import type { Payslip } from './payslip.entity.ts';

export function payslipPdfUrl(id: number): string {
  return `/api/payslips/${id}/pdf`;
}

/** The payslip as the API answers (`payslipSchema`): amounts back in euros. */
export function toPayslipDto(payslip: Payslip, userId: number): PayslipDto {
  // Rows written before the schema (or by hand) may hold other keys: only the known ones go out.
  const data = payslipDataSchema.safeParse(payslip.data);
  return {
    id: payslip.id,
    userId,
    month: payslip.month,
    year: payslip.year,
    grossSalary: centsToEuros(payslip.grossSalaryCents),
    socialContributions: centsToEuros(payslip.socialContributionsCents),
    otherDeductions: centsToEuros(payslip.otherDeductionsCents),
    otherAdditions: centsToEuros(payslip.otherAdditionsCents),
    netSalary: centsToEuros(payslip.netSalaryCents),
    status: payslip.status,
    data: payslip.data && data.success ? data.data : null,
    pdfUrl: payslipPdfUrl(payslip.id),
    createdAt: payslip.createdAt.toISOString(),
    updatedAt: payslip.updatedAt.toISOString(),
  };
}
