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
> & {
  /** The employee paid: an entity reference, or the bare id of a row read without hydration; null for the officer. */
  employee?: { id: number } | number | null;
};

/** The id of the employee a payslip pays; null for the officer's own. */
export function employeeIdOf(payslip: Pick<PayslipRecord, 'employee'>): number | null {
  const employee = payslip.employee ?? null;
  return typeof employee === 'number' ? employee : (employee?.id ?? null);
}

function payslipPdfUrl(id: number): string {
  return `/api/payslips/${id}/pdf`;
}

/** The payslip as the API answers (`payslipSchema`): amounts back in euros. */
export function toPayslipDto(payslip: PayslipRecord, userId: number, fallbackName = ''): PayslipDto {
  // Rows written before the schema (or by hand) may hold other keys: only the known ones go out.
  const data = payslipDataSchema.safeParse(payslip.data);
  return {
    id: payslip.id,
    userId,
    employeeId: employeeIdOf(payslip),
    // Named when it was made (the snapshot); a row stored before the snapshot named nobody: the officer.
    personName: (data.success ? data.data.employeeName : undefined) ?? fallbackName,
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
