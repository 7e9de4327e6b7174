import {
  type CreatePayslipBodyInput,
  centsToEuros,
  lastDayOfMonth,
  type PayslipDetail,
  payslipFormSchema,
  z,
} from '@dirigeo/schemas';
import { payElementDraftsSchema, validPayElementInputs } from './pay-elements-form.ts';

/**
 * A stored payslip edited (issue 24): a draft's « Modifier » and « Finaliser » (PATCH), and a finalised payslip's
 * « Rectifier » (POST …/correction). Both send the whole body again, built here from the payslip as stored and
 * what the user changed; the server computes it again.
 */

/** What the user may change on a computed payslip: the API's own field rules. */
export const payslipEditSchema = payslipFormSchema
  .pick({ grossSalary: true, otherDeductions: true, otherAdditions: true, paymentDate: true })
  .extend({
    pasRatePercent: z
      .number({ error: 'Le taux de prélèvement : un nombre est requis' })
      .min(0, { error: 'Le taux de prélèvement ne peut pas être négatif' })
      .max(100, { error: 'Le taux de prélèvement ne peut pas dépasser 100 %' }),
    /** Pay elements added while editing, as typed (the stored ones are kept or removed apart). */
    payElements: payElementDraftsSchema,
  });
export type PayslipEditInput = z.input<typeof payslipEditSchema>;
export type PayslipEditValues = z.output<typeof payslipEditSchema>;

/** The payslip's base pay in euros: what its body sent, before the pay elements. */
function basePayOf(payslip: PayslipDetail): number {
  const base = payslip.data?.calculationInputs?.basePayCents;
  return base === undefined ? payslip.grossSalary : centsToEuros(base);
}

/** The edit form's starting values: the payslip as stored, no element added yet. */
export function editDefaultsOf(payslip: PayslipDetail): PayslipEditInput {
  return {
    grossSalary: basePayOf(payslip),
    otherDeductions: payslip.otherDeductions,
    otherAdditions: payslip.otherAdditions,
    paymentDate: payslip.paymentDate ?? lastDayOfMonth(payslip.month, payslip.year),
    pasRatePercent: payslip.data?.calculationInputs?.pasRatePercent ?? 0,
    payElements: [],
  };
}

/**
 * The body to send from the payslip as stored and the changed fields; null for a payslip typed without the
 * calculation (nothing to compute it again from).
 */
export function payslipBodyOf(
  payslip: PayslipDetail,
  changes: Partial<PayslipEditValues>,
  status: 'draft' | 'completed',
  /** The stored elements' indexes the user removed. */
  removed: ReadonlySet<number> = new Set(),
): CreatePayslipBodyInput | null {
  const inputs = payslip.data?.calculationInputs;
  if (!inputs) return null;
  const payElements = [
    ...(inputs.payElements ?? []).filter((_, index) => !removed.has(index)),
    ...validPayElementInputs(changes.payElements),
  ];
  const paymentDate =
    changes.paymentDate ?? payslip.paymentDate ?? lastDayOfMonth(payslip.month, payslip.year);
  return {
    month: payslip.month,
    year: payslip.year,
    // The base pay: the payslip's gross less its pay elements, which the body sends again.
    grossSalary: changes.grossSalary ?? basePayOf(payslip),
    otherDeductions: changes.otherDeductions ?? payslip.otherDeductions,
    otherAdditions: changes.otherAdditions ?? payslip.otherAdditions,
    paymentDate,
    status,
    calculationInputs: {
      pasRatePercent: changes.pasRatePercent ?? inputs.pasRatePercent,
      healthInsuranceMonthlyCents: inputs.healthInsuranceMonthlyCents,
      healthInsuranceEmployerSharePercent: inputs.healthInsuranceEmployerSharePercent,
      cadrePrevoyance: inputs.cadrePrevoyance,
      // Sent even when empty once the payslip had elements, so that removing the last one removes it.
      ...(payElements.length > 0 || inputs.payElements ? { payElements } : {}),
    },
  };
}
