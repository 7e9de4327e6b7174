import { TEXT_MAX_LENGTH } from './constants/text.ts';
import { euroAmount } from './money.ts';
import { payElementLineSchema, payElementsInputSchema } from './pay-elements.ts';
import { z } from './zod-fr.ts';
import {
  CREATABLE_PAYSLIP_STATUSES,
  PAYSLIP_MIN_YEAR,
  PAYSLIP_STATUSES,
  payslipMaxYear,
} from './constants/payslip.ts';

const cents = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const ratePercent = z.number().finite().min(-100).max(1000).nullable();

/** One contribution line of a computed payslip, amounts in integer cents. */
export const payslipLineSchema = z.object({
  /** Stable identifier of the contribution (e.g. 'csg-deductible'), from @dirigeo/payroll-calc. */
  code: z.string().max(64).optional(),
  /** Risk group of the bulletin clarifié ('Santé', 'Retraite'…). */
  risk: z.string().max(TEXT_MAX_LENGTH),
  label: z.string().max(TEXT_MAX_LENGTH),
  baseCents: cents,
  employeeRatePercent: ratePercent,
  employeeAmountCents: cents,
  employerRatePercent: ratePercent,
  employerAmountCents: cents,
});
export type PayslipLine = z.infer<typeof payslipLineSchema>;

/** The officer payslip computed by @dirigeo/payroll-calc, kept in the payslip's data (integer cents). */
export const payslipCalculationSchema = z.object({
  lines: z.array(payslipLineSchema).max(80),
  employeeContributions: cents,
  employerContributions: cents,
  netBeforeTax: cents,
  netTaxable: cents,
  netSocial: cents,
  pasRatePercent: z.number().finite().min(0).max(100),
  pasAmount: cents,
  netPaid: cents,
  employerCost: cents,
  /** The month's plafond applied, in cents (stored from issue 24 on: the year-to-date regularisation reads it). */
  ceilingCents: cents.optional(),
  /** The assiette des cotisations, in cents (stored from issue 24 on). */
  contributionBaseCents: cents.optional(),
  /**
   * An employee's general reduction of employer contributions (RGDU from 2026), in cents, ≥ 0: the
   * « Exonérations et allègements » line of their payslip; absent for an officer, who has none.
   */
  reductionCents: cents.optional(),
  /** An employee's SMIC of the month for their working time, in cents, which the reduction was computed with (the DSN declares it). */
  smicCents: cents.optional(),
  /** The pay elements' lines with their treatment (pay-elements.ts); absent or empty when none. */
  payElementLines: z.array(payElementLineSchema).max(60).optional(),
  /** The year's figures not yet published when it was computed: non-empty, the payslip is provisional. */
  provisionalFigures: z
    .array(z.object({ figure: z.string(), label: z.string(), awaited: z.string() }))
    .max(20)
    .optional(),
});
export type PayslipCalculation = z.infer<typeof payslipCalculationSchema>;

const percentInput = (label: string, max: number) =>
  z
    .number({ error: `${label} : un nombre est requis` })
    .finite({ error: `${label} : un nombre est requis` })
    .min(0, { error: `${label} ne peut pas être négatif` })
    .max(max, { error: `${label} ne peut pas dépasser ${max} %` })
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
      error: `${label} : 3 décimales au plus`,
    });

/**
 * What the server computes a payslip from, besides its gross and period (issue 23 §1): the officer's
 * withholding rate and the company's health plan and prévoyance. The headcount and the AT/MP rate
 * come from the company. The server runs @dirigeo/payroll-calc with them and stores the result.
 */
export const calculationInputsSchema = z.object({
  /** Taux de prélèvement à la source, in percent. */
  pasRatePercent: percentInput('Le taux de prélèvement', 100),
  /** Mutuelle: monthly premium, both shares, in cents. */
  healthInsuranceMonthlyCents: z
    .number({ error: 'La cotisation de mutuelle est un montant en centimes' })
    .int({ error: 'La cotisation de mutuelle est un montant en centimes' })
    .min(0, { error: 'La cotisation de mutuelle ne peut pas être négative' })
    .max(10_000_000, { error: 'La cotisation de mutuelle est trop élevée' }),
  /** The employer's share of that premium, in percent. */
  healthInsuranceEmployerSharePercent: percentInput('La part employeur', 100),
  /** Whether the company pays the 1,50 % cadre prévoyance for the officer. */
  cadrePrevoyance: z.boolean({ error: 'La prévoyance cadre est oui ou non' }),
  /** The month's pay elements beyond the base pay (pay-elements.ts); absent: none. */
  payElements: payElementsInputSchema.optional(),
});
export type CalculationInputs = z.infer<typeof calculationInputsSchema>;

/** What a client may put in a payslip's `data` snapshot: who it is for and, when computed, its lines. */
export const payslipDataInputSchema = z.object({
  employerName: z.string().max(TEXT_MAX_LENGTH).optional(),
  employerSiret: z.string().max(14).optional(),
  employeeName: z.string().max(TEXT_MAX_LENGTH).optional(),
  position: z.string().max(TEXT_MAX_LENGTH).optional(),
  calculation: payslipCalculationSchema.optional(),
});

/**
 * The snapshot stored with a payslip: the fields the spec's client sends (spec 000 §3: employerName,
 * employeeName, position, the amounts, netSalary, month, year, status) next to the computed lines.
 * The server writes the amounts, the period and the status itself (euros, the net it computed), so
 * a client reading `data.netSalary` back finds the payslip's net. Optional for rows stored before.
 */
export const payslipDataSchema = payslipDataInputSchema.extend({
  /** What the server computed `calculation` from (with the company's headcount and AT/MP rate then). */
  calculationInputs: calculationInputsSchema
    .extend({
      headcount: z.number().int(),
      atmpRatePercent: z.number(),
      /** An employee's status and working time as their contract said then (absent: the officer's). */
      employeeStatus: z.enum(['non-cadre', 'cadre']).optional(),
      workingTimeRatio: z.number().optional(),
      /** With pay elements: the base pay the body sent (the payslip's gross adds the elements to it). */
      basePayCents: z.number().int().optional(),
      /** The withholding rate's type when it was computed: the DGFiP's personal rate, or the non-personalised grid's. */
      pasRateType: z.enum(['personalised', 'neutral']).optional(),
      /** The officer's ACRE as declared when it was computed (the profile's), when one was. */
      acre: z
        .object({
          startMonth: z.string(),
          effectiveControl: z.boolean(),
          noAcreInPreviousThreeYears: z.boolean(),
        })
        .optional(),
    })
    .optional(),
  month: z.number().int().optional(),
  year: z.number().int().optional(),
  grossSalary: z.number().optional(),
  socialContributions: z.number().optional(),
  otherDeductions: z.number().optional(),
  otherAdditions: z.number().optional(),
  netSalary: z.number().optional(),
  status: z.enum(PAYSLIP_STATUSES).optional(),
});
export type PayslipData = z.infer<typeof payslipDataSchema>;

/** A calendar date as JSON carries it: 'YYYY-MM-DD'. */
export const isoDateSchema = z.iso.date({ error: 'Date invalide' });

/** The last day of a month, 'YYYY-MM-DD': the payment date the form proposes. */
export function lastDayOfMonth(month: number, year: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const yearSchema = z
  .number({ error: "L'année est requise" })
  .int({ error: "L'année est requise" })
  .min(PAYSLIP_MIN_YEAR, { error: `L'année doit être au moins ${PAYSLIP_MIN_YEAR}` })
  .refine((year) => year <= payslipMaxYear(), {
    error: () => `L'année ne peut pas dépasser ${payslipMaxYear()}`,
  });

/** The payslip form's fields, amounts in euros (spec 000 §5). */
export const payslipFormSchema = z.object({
  month: z
    .number({ error: 'Le mois est requis' })
    .int({ error: 'Le mois est requis' })
    .min(1, { error: 'Le mois doit être compris entre 1 et 12' })
    .max(12, { error: 'Le mois doit être compris entre 1 et 12' }),
  year: yearSchema,
  grossSalary: euroAmount('Le salaire brut ne peut pas être négatif'),
  socialContributions: euroAmount('Les charges sociales ne peuvent pas être négatives'),
  otherDeductions: euroAmount('Les autres retenues ne peuvent pas être négatives').optional(),
  otherAdditions: euroAmount('Les autres ajouts ne peuvent pas être négatifs').optional(),
  status: z.enum(CREATABLE_PAYSLIP_STATUSES, { error: 'Le statut doit être Brouillon ou Finalisé' }),
  /** Date de paiement (Code du travail, art. R. 3243-1, 11°); required to finalise. */
  paymentDate: isoDateSchema.optional(),
});
export type PayslipForm = z.infer<typeof payslipFormSchema>;

/**
 * POST /api/payslips. `userId` and `netSalary` may be sent (the spec's client sends them) but are
 * ignored: identity comes from the session and the server computes the net itself.
 * `data` is the client's snapshot, as a JSON string (the spec's client) or an object; a
 * `data.calculation` sent is ignored. With `calculationInputs`, the server computes the payslip
 * (and `socialContributions`, then optional, is its employee contributions); without, it is spec
 * 000's hand-typed draft, which cannot be finalised.
 */
export const createPayslipBodySchema = payslipFormSchema.extend({
  /**
   * The employee paid (issue 25); absent: the officer's own payslip. An employee's payslip is always
   * computed from their contract (status, working time, mutuelle, prévoyance) and the company; of
   * `calculationInputs` only the withholding rate is read (default: their previous payslip's).
   */
  employeeId: z
    .number({ error: 'Le salarié est désigné par son identifiant' })
    .int({ error: 'Le salarié est désigné par son identifiant' })
    .positive({ error: 'Le salarié est désigné par son identifiant' })
    .optional(),
  socialContributions: euroAmount('Les charges sociales ne peuvent pas être négatives').optional(),
  calculationInputs: calculationInputsSchema.optional(),
  data: z
    .preprocess((value, ctx) => {
      if (typeof value !== 'string') return value;
      if (value.length > 100_000) {
        ctx.addIssue({
          code: 'custom',
          message: 'Les données du bulletin sont trop volumineuses',
          input: value,
        });
        return z.NEVER;
      }
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'Les données du bulletin ne sont pas du JSON valide',
          input: value,
        });
        return z.NEVER;
      }
    }, payslipDataInputSchema)
    .optional(),
});
export type CreatePayslipBody = z.infer<typeof createPayslipBodySchema>;
export type CreatePayslipBodyInput = z.input<typeof createPayslipBodySchema>;

/** A payslip as the API returns it, amounts in euros. */
export const payslipSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The employee paid; null: the officer's own payslip. */
  employeeId: z.number().int().nullable(),
  /** Who is paid, as the payslip names them: 'Marie Durand'. */
  personName: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  grossSalary: z.number(),
  socialContributions: z.number(),
  otherDeductions: z.number(),
  otherAdditions: z.number(),
  netSalary: z.number(),
  status: z.enum(PAYSLIP_STATUSES),
  data: payslipDataSchema.nullable(),
  /** Date de paiement, 'YYYY-MM-DD'; null when not given (a draft, or a payslip stored before). */
  paymentDate: z.string().nullable(),
  /** Where the PDF downloads from. */
  pdfUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payslip = z.infer<typeof payslipSchema>;

/** GET /api/payslips: `employeeId` filters on one employee's payslips, `officer` on the officer's own. */
export const listPayslipsQuerySchema = z.object({
  employeeId: z.coerce
    .number({ error: 'Le salarié est désigné par son identifiant' })
    .int({ error: 'Le salarié est désigné par son identifiant' })
    .positive({ error: 'Le salarié est désigné par son identifiant' })
    .optional(),
  /** 'true': the officer's own payslips only. */
  officer: z.enum(['true', 'false'], { error: 'officer vaut true ou false' }).optional(),
});
export type ListPayslipsQuery = z.infer<typeof listPayslipsQuerySchema>;

const periodSchema = z
  .string({ error: 'La période est requise (AAAA-MM)' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'La période est au format AAAA-MM (ex. 2026-03)' });

/** POST /api/payslips/prepare-month: the month whose drafts to prepare. */
export const prepareMonthBodySchema = z.object({ period: periodSchema });
export type PrepareMonthBody = z.infer<typeof prepareMonthBodySchema>;

/** POST /api/payslips/finalise-month: finalise the month's drafts, paid on `paymentDate`. */
export const finaliseMonthBodySchema = z.object({
  period: periodSchema,
  /** Date de paiement of every draft finalised (Code du travail, art. R. 3243-1); default: each draft's own. */
  paymentDate: isoDateSchema.optional(),
});
export type FinaliseMonthBody = z.infer<typeof finaliseMonthBodySchema>;

/** One person of the month's preparation: their payslip, created now or already there. */
export const monthPayslipSchema = z.object({
  employeeId: z.number().int().nullable(),
  personName: z.string(),
  /** `created`: drafted now; `existing`: the month already had their payslip; `skipped`: none could be made (reason). */
  outcome: z.enum(['created', 'existing', 'skipped', 'finalised', 'failed']),
  payslip: payslipSchema.nullable(),
  /** Why no payslip was made or finalised, in French. */
  reason: z.string().nullable(),
});
export type MonthPayslip = z.infer<typeof monthPayslipSchema>;

/** The answer of the month's preparation and of its finalisation. */
export const monthPayslipsSchema = z.object({
  period: z.string(),
  people: z.array(monthPayslipSchema),
});
export type MonthPayslips = z.infer<typeof monthPayslipsSchema>;

/** GET /api/payslips/month-summary: the month whose payroll to sum. */
export const monthPayrollQuerySchema = z.object({ period: periodSchema });
export type MonthPayrollQuery = z.infer<typeof monthPayrollQuerySchema>;

const payrollTotalsSchema = z.object({
  /** Masse salariale brute. */
  grossCents: z.number().int(),
  /** Net payé (after the withholding tax); the net before tax for a payslip typed by hand. */
  netPaidCents: z.number().int(),
  /** Cotisations patronales, of the computed payslips. */
  employerContributionsCents: z.number().int(),
  /** Coût employeur (gross + employer contributions), of the computed payslips. */
  employerCostCents: z.number().int(),
  /** How many payslips the totals count. */
  count: z.number().int(),
  /** Whether a payslip typed by hand (no employer figures) is among them: the employer cost leaves it out. */
  employerCostIncomplete: z.boolean(),
});
export type PayrollTotals = z.infer<typeof payrollTotalsSchema>;

/** The month's payroll per person and in all (issue 25: the dashboard's month). */
export const monthPayrollSchema = z.object({
  period: z.string(),
  people: z.array(
    z.object({
      payslipId: z.number().int(),
      employeeId: z.number().int().nullable(),
      personName: z.string(),
      status: z.enum(PAYSLIP_STATUSES),
      grossCents: z.number().int(),
      netPaidCents: z.number().int(),
      /** Null for a payslip typed by hand (no employer figures). */
      employerContributionsCents: z.number().int().nullable(),
      employerCostCents: z.number().int().nullable(),
      /** The withholding rate applied, in percent; null for a payslip typed by hand. */
      pasRatePercent: z.number().nullable(),
    }),
  ),
  /** The finalised payslips' totals: what the month costs for sure. */
  finalised: payrollTotalsSchema,
  /** Drafts included: what the month will cost once they are finalised as they stand. */
  withDrafts: payrollTotalsSchema,
});
export type MonthPayroll = z.infer<typeof monthPayrollSchema>;
