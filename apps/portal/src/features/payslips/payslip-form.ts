import { computeNetSalaryCents, isSupportedYear, type NeutralPasZone } from '@dirigeo/payroll-calc';
import {
  type AcreDeclaration,
  type CalculationInputs,
  type Company,
  centsToEuros,
  eurosToCents,
  type FinalisationProblem,
  finalisationProblems,
  type Payslip,
  type PayslipCalculation,
  payslipFormSchema,
  type User,
  z,
} from '@dirigeo/schemas';
import {
  localPayElementsEffect,
  locallyValuedPayElements,
  payElementDraftsSchema,
  validPayElementInputs,
} from './pay-elements-form.ts';
import { calculatePayslip } from './payslip-calculation.ts';

const percentField = (label: string, max: number) =>
  z
    .number({ error: `${label} : un nombre est requis` })
    .finite({ error: `${label} : un nombre est requis` })
    .min(0, { error: `${label} ne peut pas être négatif` })
    .max(max, { error: `${label} ne peut pas dépasser ${max} %` })
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
      error: `${label} : 3 décimales au plus`,
    });

/**
 * The contribution calculator's settings (defaults: issue 4), validated like the rest of the form:
 * a letter or a negative number is refused with a message, never read as 0.
 */
export const payslipCalculatorSchema = z.object({
  /** Taux de prélèvement à la source, in percent. */
  pasRatePercent: percentField('Le taux de prélèvement', 100),
  /** Mutuelle: monthly premium, both shares, in euros. */
  healthInsuranceMonthly: z
    .number({ error: 'Montant invalide' })
    .finite({ error: 'Montant invalide' })
    .min(0, { error: 'La cotisation de mutuelle ne peut pas être négative' })
    .max(100_000, { error: 'Montant trop élevé' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Le montant ne peut pas avoir plus de 2 décimales',
    }),
  /** The employer's share of that premium, in percent. */
  healthInsuranceEmployerSharePercent: percentField('La part employeur', 100),
  /** Whether the company pays the cadre prévoyance for the officer. */
  cadrePrevoyance: z.boolean(),
  /** A 0 % withholding rate confirmed for a finalised payslip (issue 24); never sent, never remembered. */
  confirmZeroPas: z.boolean().optional(),
});
export type PayslipCalculatorValues = z.infer<typeof payslipCalculatorSchema>;

const DEFAULT_CALCULATOR: PayslipCalculatorValues = {
  pasRatePercent: 0,
  healthInsuranceMonthly: 0,
  healthInsuranceEmployerSharePercent: 50,
  cadrePrevoyance: false,
};

/** The calculator's settings, and where they were taken from. */
export interface RememberedCalculator {
  values: PayslipCalculatorValues;
  /** The payslip the mutuelle and prévoyance (and the rate, without one in the profile) came from. */
  from: Pick<Payslip, 'month' | 'year'> | null;
  /** Whether the withholding rate is the officer profile's. */
  rateFromProfile: boolean;
}

/**
 * Where the form starts (issue 24: typed once, not every month): the withholding rate of the officer's
 * profile, where the DSN also reads its type; the mutuelle and prévoyance, and the rate when the
 * profile has none, of the officer's latest computed payslip; the defaults otherwise.
 */
export function rememberedCalculator(
  payslips: readonly Payslip[],
  profilePasRatePercent: number | null,
): RememberedCalculator {
  let latest: Payslip | undefined;
  for (const payslip of payslips) {
    if (payslip.employeeId !== null || !payslip.data?.calculationInputs) continue;
    if (!latest || payslip.year * 12 + payslip.month > latest.year * 12 + latest.month) latest = payslip;
  }
  const inputs = latest?.data?.calculationInputs;
  const values: PayslipCalculatorValues = inputs
    ? {
        pasRatePercent: inputs.pasRatePercent,
        healthInsuranceMonthly: centsToEuros(inputs.healthInsuranceMonthlyCents),
        healthInsuranceEmployerSharePercent: inputs.healthInsuranceEmployerSharePercent,
        cadrePrevoyance: inputs.cadrePrevoyance,
      }
    : DEFAULT_CALCULATOR;
  return {
    values: profilePasRatePercent === null ? values : { ...values, pasRatePercent: profilePasRatePercent },
    from: latest && inputs ? { month: latest.month, year: latest.year } : null,
    rateFromProfile: profilePasRatePercent !== null,
  };
}

const CONFIRM_ZERO_PAS_MESSAGE =
  'Confirmez le taux de prélèvement de 0 % : aucun impôt sur le revenu ne sera retenu sur ce bulletin finalisé';
const UNLABELLED_DEDUCTION_MESSAGE =
  'Un bulletin finalisé dit la nature de chaque retenue : ajoutez-la dans « Éléments de paie » comme « Autre retenue », avec son libellé';
const UNLABELLED_ADDITION_MESSAGE =
  'Un bulletin finalisé dit la nature de chaque ajout : ajoutez-le dans « Éléments de paie » comme « Autre ajout », salaire ou remboursement, avec son libellé';

/**
 * The create form's values: the API's payslip fields, the calculator's settings and the month's pay
 * elements as typed (then `grossSalary` is the base pay).
 */
const payslipCreateFieldsSchema = payslipFormSchema.extend({
  calculator: payslipCalculatorSchema,
  payElements: payElementDraftsSchema,
});
export type PayslipCreateFormInput = z.input<typeof payslipCreateFieldsSchema>;
export type PayslipCreateFormValues = z.output<typeof payslipCreateFieldsSchema>;

const MUST_CALCULATE_MESSAGE =
  'Un bulletin finalisé détaille chaque cotisation : cliquez sur « Calculer les cotisations »';
const PAY_ELEMENTS_NEED_CALCULATION_MESSAGE =
  'Avec des éléments de paie, le bulletin se calcule : cliquez sur « Calculer les cotisations »';

/** Amounts typed in euros to cents; null while a field is empty or refused. */
function centsOrNull(euros: unknown): number | null {
  if (typeof euros !== 'number' || !Number.isFinite(euros) || euros < 0) return null;
  return eurosToCents(euros);
}

/**
 * The payslip's gross: the base pay typed, with what the pay elements the browser can value add to it
 * (bonuses, benefits in kind); null while the base pay is empty or refused.
 */
export function grossWithElementsCents(values: Partial<PayslipCreateFormInput>): number | null {
  const baseCents = centsOrNull(values.grossSalary);
  if (baseCents === null) return null;
  return (
    baseCents + (localPayElementsEffect(values.year, baseCents, values.payElements)?.grossAdditionsCents ?? 0)
  );
}

/**
 * Spec 000 §3: gross − social contributions − other deductions + other additions, with the pay elements'
 * gross and what they move on the net à payer only (benefits already received, refunds, deductions), as
 * the server computes the net; null while incomplete.
 */
export function estimateNetCents(values: Partial<PayslipCreateFormInput>): number | null {
  const baseCents = centsOrNull(values.grossSalary);
  const socialContributionsCents = centsOrNull(values.socialContributions);
  if (baseCents === null || socialContributionsCents === null) return null;
  const elements = localPayElementsEffect(values.year, baseCents, values.payElements);
  const netOnlyCents = elements
    ? elements.nonSubjectCents - elements.inKindCents - elements.deductionsCents
    : 0;
  return (
    computeNetSalaryCents({
      grossCents: baseCents + (elements?.grossAdditionsCents ?? 0),
      socialContributionsCents,
      otherDeductionsCents: centsOrNull(values.otherDeductions) ?? 0,
      otherAdditionsCents: centsOrNull(values.otherAdditions) ?? 0,
    }) + netOnlyCents
  );
}

/**
 * What the calculation takes from the company — its headcount, notified AT/MP rate and the versement
 * mobilité it owes this month — and from the officer's profile, their ACRE: as the server computes it.
 */
export type CalculationCompany = Pick<Company, 'headcount' | 'atmpRatePercent'> &
  Partial<Pick<Company, 'versementMobilite'>> & {
    acre?: AcreDeclaration | null;
    /** The officer's profile says the non-personalised rate: the grid of this zone applies (CGI 204 H III). */
    neutralPasZone?: NeutralPasZone | null;
  };

/** The calculator's settings as the API takes them (`calculationInputs`); null while refused. */
export function calculationInputsOf(values: Partial<PayslipCreateFormInput>): CalculationInputs | null {
  const settings = payslipCalculatorSchema.safeParse(values.calculator);
  if (!settings.success) return null;
  return {
    pasRatePercent: settings.data.pasRatePercent,
    healthInsuranceMonthlyCents: eurosToCents(settings.data.healthInsuranceMonthly),
    healthInsuranceEmployerSharePercent: settings.data.healthInsuranceEmployerSharePercent,
    cadrePrevoyance: settings.data.cadrePrevoyance,
  };
}

/** The form's pay elements as `calculationInputs.payElements` takes them (the valid ones). */
export function payElementInputsOf(values: Partial<PayslipCreateFormInput>) {
  return validPayElementInputs(values.payElements);
}

/**
 * The officer's contributions for the form's period, gross and calculator settings, computed with
 * the official rates; null while one of them is missing, refused or zero, or for a year without rates.
 */
export function calculationFor(
  values: Partial<PayslipCreateFormInput>,
  company: CalculationCompany,
): PayslipCalculation | null {
  const grossCents = centsOrNull(values.grossSalary);
  const inputs = calculationInputsOf(values);
  const { year, month } = values;
  // No pay, nothing to compute (and no 'calculated' status for the empty form's zeros).
  if (!grossCents || !inputs || typeof year !== 'number' || typeof month !== 'number') return null;
  if (!isSupportedYear(year) || month < 1 || month > 12) return null;
  return calculatePayslip(
    { year, month, grossCents },
    {
      headcount: company.headcount,
      ...(company.atmpRatePercent === null ? {} : { atmpRatePercent: company.atmpRatePercent }),
      versementMobiliteRatePercent: company.versementMobilite?.ratePercent ?? 0,
      ...(company.neutralPasZone ? { neutralPasZone: company.neutralPasZone } : {}),
      ...(company.acre
        ? {
            acre: {
              startYear: Number(company.acre.startMonth.slice(0, 4)),
              startMonth: Number(company.acre.startMonth.slice(5, 7)),
              effectiveControl: company.acre.effectiveControl,
              noAcreInPreviousThreeYears: company.acre.noAcreInPreviousThreeYears,
            },
          }
        : {}),
      ...inputs,
      payElements: locallyValuedPayElements(payElementInputsOf(values)),
    },
  );
}

/**
 * The calculation the payslip carries: the computed one, as long as the social charges are its
 * employee contributions (typed over, they are the user's own figure, and no lines are stored).
 */
export function attachedCalculation(
  values: Partial<PayslipCreateFormInput>,
  company: CalculationCompany,
): PayslipCalculation | null {
  const calculation = calculationFor(values, company);
  if (!calculation) return null;
  return centsOrNull(values.socialContributions) === calculation.employeeContributions ? calculation : null;
}

/**
 * Whether the social charges are a calculation's result for other inputs: the calculator filled
 * them (`calculatedCents`, what it put there) and the gross, the period or a setting changed since,
 * so they no longer match (a figure the user typed over is theirs, not stale). The screen then says
 * to calculate again instead of showing an estimated net made of the new gross and the old charges.
 */
export function calculationIsStale(
  values: Partial<PayslipCreateFormInput>,
  company: CalculationCompany,
  calculatedCents: number | null,
): boolean {
  if (calculatedCents === null) return false;
  if (centsOrNull(values.socialContributions) !== calculatedCents) return false;
  return attachedCalculation(values, company) === null;
}

/** Where the form shows why a payslip cannot be finalised yet, and in which words (the field to fix). */
function formIssueOf(problem: FinalisationProblem): { path: string[]; message: string } {
  switch (problem.kind) {
    case 'not-calculated':
      return { path: ['socialContributions'], message: MUST_CALCULATE_MESSAGE };
    // R3243-1 9°: a finalised payslip says what each addition and deduction is (the API refuses them too).
    case 'unlabelled-additions':
      return { path: ['otherAdditions'], message: UNLABELLED_ADDITION_MESSAGE };
    case 'unlabelled-deductions':
      return { path: ['otherDeductions'], message: UNLABELLED_DEDUCTION_MESSAGE };
    case 'payment-date-missing':
      return { path: ['paymentDate'], message: problem.message };
    case 'employer-details-missing':
      return { path: ['status'], message: problem.message };
  }
}

/**
 * The create form's schema for `user`: the API's rules, the calculator's, and what finalising
 * needs, the rule the API applies (`finalisationProblems`): the detailed calculation, no unlabelled
 * addition or deduction, a payment date and the employer's details in the profile. Errors sit on
 * the field to fix.
 */
export function payslipCreateFormSchema(
  user: Pick<User, 'company' | 'companyAddress' | 'siret' | 'nafCode'>,
  company: CalculationCompany,
) {
  return payslipCreateFieldsSchema.superRefine((values, ctx) => {
    if (values.payElements.length > 0 && !attachedCalculation(values, company)) {
      ctx.addIssue({
        code: 'custom',
        path: ['socialContributions'],
        message: PAY_ELEMENTS_NEED_CALCULATION_MESSAGE,
      });
    }
    if (values.status !== 'completed') return;
    // What finalising needs is the API's rule (R3243-1); with pay elements, « calculate » is asked above.
    const problems = finalisationProblems({
      calculated: attachedCalculation(values, company) !== null || values.payElements.length > 0,
      paymentDate: values.paymentDate,
      otherAdditionsCents: eurosToCents(values.otherAdditions ?? 0),
      otherDeductionsCents: eurosToCents(values.otherDeductions ?? 0),
      employer: { address: user.companyAddress, siret: user.siret, nafCode: user.nafCode },
    });
    for (const problem of problems) ctx.addIssue({ code: 'custom', ...formIssueOf(problem) });
    // A 0 % rate withholds no income tax on a legal document: confirmed, not defaulted to (issue 24).
    if (
      !company.neutralPasZone &&
      Number(values.calculator.pasRatePercent) === 0 &&
      !values.calculator.confirmZeroPas
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['calculator', 'confirmZeroPas'],
        message: CONFIRM_ZERO_PAS_MESSAGE,
      });
    }
  });
}
