import type { AcreInput } from './acre.ts';
import type { CeilingRegularisation, CeilingYearToDate } from './ceiling-regularisation.ts';
import type { PayElement, PayElementLine } from './pay-elements.ts';
import type { PayslipLine } from './payslip-types.ts';
import type { ProvisionalFigure, SupportedYear } from './rates/index.ts';

/** The situation of one month's payslip of an officer (mandataire social assimilé salarié). */
export interface OfficerPayslipInput {
  /** Year of the pay period; one of `supportedYears`. */
  year: number;
  /** Month of the pay period, 1 to 12. */
  month: number;
  /** Rémunération brute of the month, in cents. */
  grossCents: number;
  /** The company's staff count (effectif), which sets the Fnal, formation, PEEC… rates. */
  headcount: number;
  /** The company's notified AT/MP rate, in percent; default: the year's collective average rate. */
  atmpRatePercent?: number;
  /** Monthly premium of the company health plan (mutuelle), employer and employee shares together, in cents; 0 or absent when none. */
  healthInsuranceMonthlyCents?: number;
  /** Share of that premium the company pays, in percent (at least 50 % by law for employees); 0 or absent when none. */
  healthInsuranceEmployerSharePercent?: number;
  /** Whether the company pays the 1,50 % cadre prévoyance on tranche 1 for the officer; default false. */
  cadrePrevoyance?: boolean;
  /** The officer's personal withholding-tax rate (taux de prélèvement à la source), in percent; default 0. */
  pasRatePercent?: number;

  /** Versement mobilité rate of the company's location, in percent, due from 11 staff; default 0. */
  versementMobiliteRatePercent?: number;
  /**
   * The person's sums of the year before this month (`yearToDateBefore(…).ceiling`): when given, the
   * capped bases are regularised progressively against the cumulated plafond (ceiling-regularisation.ts);
   * absent, the month is capped alone, as the official one-month model does.
   */
  yearToDate?: CeilingYearToDate;
  /**
   * The month's pay elements beyond `grossCents` (the base pay): bonuses and benefits in kind join the
   * payslip's gross; refunds, kilometric allowances and deductions move the net à payer only (pay-elements.ts).
   */
  payElements?: readonly PayElement[];
  /** The officer's ACRE declaration (acre.ts), for an officer only; ignored for an employee. */
  acre?: AcreInput;
}

/** An officer's payslip for the month; every amount is in integer cents. */
export interface OfficerPayslip {
  /** Year of the pay period. */
  year: SupportedYear;
  /** Month of the pay period, 1 to 12. */
  month: number;
  /** Rémunération brute: the input's base pay plus bonuses and benefits in kind. */
  grossCents: number;
  /** Plafond mensuel de la sécurité sociale applied. */
  pmssCents: number;
  /** AT/MP rate applied, in percent (the input's or the year's default). */
  atmpRatePercent: number;
  /** The contribution lines, in the bulletin clarifié's order. */
  lines: PayslipLine[];
  /** Total des cotisations et contributions salariales (sum of the lines' employee amounts). */
  employeeContributions: number;
  /** Total des cotisations et contributions patronales (sum of the lines' employer amounts). */
  employerContributions: number;
  /** Net à payer avant impôt sur le revenu. */
  netBeforeTax: number;
  /** Net imposable (also the base of the prélèvement à la source). */
  netTaxable: number;
  /** Montant net social. */
  netSocial: number;
  /** Taux du prélèvement à la source applied, in percent. */
  pasRatePercent: number;
  /** Impôt sur le revenu prélevé à la source for the month. */
  pasAmount: number;
  /** Net payé: net à payer avant impôt minus the prélèvement à la source. */
  netPaid: number;
  /** Coût total employeur: gross plus employer contributions. */
  employerCost: number;
  /** The month's plafond applied (prorated for part time, entry or exit), rounded to the cent. */
  ceilingCents: number;
  /** Assiette des cotisations: the gross plus the prévoyance beyond its exclusion limit, rounded to the cent. */
  contributionBaseCents: number;
  /** The figures of the year still awaiting their text: non-empty means the payslip is provisional. */
  provisionalFigures: readonly ProvisionalFigure[];
  /** The pay elements' lines with their treatment, in input order (empty when none). */
  payElementLines: PayElementLine[];
  /** The capped bases, own and regularised, when a year-to-date was given; null otherwise. */
  ceilingRegularisation: CeilingRegularisation | null;
}
