import { centsToEuros, type Payslip as PayslipDto, payslipDataSchema } from '@dirigeo/schemas';
import type { Payslip } from './payslip.entity.ts';

/** What the answer is made of: an entity, or a row read without hydration. */
export type PayslipRecord = Pick<
  Payslip,
  | 'id'
  | 'month'
  | 'year'
  | 'grossSalaryCents'
  | 'socialContributionsCents'
  | 'otherDeductionsCents'
  | 'otherAdditionsCents'
  | 'netSalaryCents'
  | 'status'
  | 'paymentDate'
  | 'data'
  | 'createdAt'
  | 'updatedAt'
>;

export function payslipPdfUrl(id: number): string {
  return `/api/payslips/${id}/pdf`;
}

/** The payslip as the API answers (`payslipSchema`): amounts back in euros. */
export function toPayslipDto(payslip: PayslipRecord, userId: number): PayslipDto {
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
    paymentDate: payslip.paymentDate ?? null,
    pdfUrl: payslipPdfUrl(payslip.id),
    createdAt: payslip.createdAt.toISOString(),
    updatedAt: payslip.updatedAt.toISOString(),
  };
}
