import {
  buildPayslipView,
  eurosToCents,
  type Payslip,
  type PayslipView,
  type User,
  yearToDateOf,
} from '@dirigeo/schemas';
import { todayInFrance } from '../../../lib/format.ts';
import {
  attachedCalculation,
  type CalculationCompany,
  estimateNetCents,
  grossWithElementsCents,
  type PayslipCreateFormValues,
} from '../payslip-form.ts';
import { useDraftWatermark } from '../use-draft-watermark.ts';
import { PayslipDocument } from './PayslipDocument.tsx';

/**
 * The payslip the form would save, as its page and its PDF will print it: the same builder as
 * the API's (@dirigeo/schemas' `buildPayslipView`), fed with the form's values, the profile and
 * the user's payslips of the year for the year-to-date totals (finalised ones only).
 */
function previewView(
  values: PayslipCreateFormValues,
  user: User,
  company: CalculationCompany,
  payslips: readonly Payslip[],
): PayslipView {
  // The base pay with what the browser can value of the pay elements (the server values the rest).
  const grossSalaryCents = grossWithElementsCents(values) ?? eurosToCents(values.grossSalary);
  const calculation = attachedCalculation(values, company);
  const payslip = {
    month: values.month,
    year: values.year,
    status: values.status,
    grossSalaryCents,
    socialContributionsCents: eurosToCents(values.socialContributions),
    otherDeductionsCents: eurosToCents(values.otherDeductions ?? 0),
    otherAdditionsCents: eurosToCents(values.otherAdditions ?? 0),
    netSalaryCents: estimateNetCents(values) ?? 0,
    calculation,
    paymentDate: values.paymentDate ?? null,
    issuedOn: todayInFrance(),
  };
  const others = payslips
    .filter((other) => !(other.year === values.year && other.month === values.month))
    .map((other) => ({
      month: other.month,
      year: other.year,
      status: other.status,
      grossSalaryCents: eurosToCents(other.grossSalary),
      calculation: other.data?.calculation ?? null,
    }));
  return buildPayslipView({
    payslip,
    employer: {
      name: user.company,
      address: user.companyAddress,
      siret: user.siret,
      nafCode: user.nafCode,
    },
    employee: { name: `${user.firstName} ${user.lastName}`, position: user.position, status: user.status },
    yearToDate: yearToDateOf(payslip, others),
  });
}

interface PayslipPreviewProps {
  values: PayslipCreateFormValues;
  user: User;
  company: CalculationCompany;
  payslips: readonly Payslip[];
}

/** The Aperçu tab: the document as it will print. */
export function PayslipPreview({ values, user, company, payslips }: PayslipPreviewProps) {
  const watermark = useDraftWatermark();
  return <PayslipDocument view={previewView(values, user, company, payslips)} watermark={watermark} />;
}
