/**
 * « Salaire brut en net »: an officer's payslip (`computeOfficerPayslip`: président de SAS ou SASU,
 * assimilé salarié) or an employee's (`computeEmployeePayslip`: non-cadre or cadre, full or part time),
 * for a month of 2025 or 2026. The payslip and the explanation of every figure by the lines it sums are
 * computed in `gross-to-net-result.ts`, loaded when asked for.
 */
import { provisionalFiguresFor, supportedYears } from '@dirigeo/payroll-calc';
import { CHOOSE, readDecimal, readEuros, readWholeNumber, type YesNo } from '../answers.ts';
import type { WizardStep } from '../wizard.ts';

export type PayrollRegime = 'officer' | 'employee';

export interface GrossToNetForm {
  readonly regime: PayrollRegime | '';
  /** An employee's status. */
  readonly status: 'non-cadre' | 'cadre' | '';
  readonly year: string;
  readonly month: string;
  readonly headcount: string;
  readonly gross: string;
  /** An employee's working time. */
  readonly fullTime: YesNo;
  readonly weeklyHours: string;
  readonly healthInsurance: YesNo;
  readonly healthMonthly: string;
  readonly healthEmployerShare: string;
  /** The officer's or the cadre's prévoyance of 1,50 % on tranche 1. */
  readonly cadrePrevoyance: YesNo;
  /** Optional: '' is 0 %. */
  readonly pasRate: string;
  /** Optional: '' is the year's average rate. */
  readonly atmpRate: string;
  /** Optional, from 11 staff: '' is 0 %. */
  readonly versementMobilite: string;
}

export const initialGrossToNetForm: GrossToNetForm = {
  regime: '',
  status: '',
  year: '',
  month: '',
  headcount: '',
  gross: '',
  fullTime: '',
  weeklyHours: '',
  healthInsurance: '',
  healthMonthly: '',
  healthEmployerShare: '50',
  cadrePrevoyance: '',
  pasRate: '',
  atmpRate: '',
  versementMobilite: '',
};

/**
 * The years whose rates payroll-calc holds and are all published, for the form's list: a year still
 * awaiting its texts (2027 until December) is for preparing payslips, not for a public simulation.
 */
export const payrollYears: readonly string[] = supportedYears
  .filter((year) => provisionalFiguresFor(year).length === 0)
  .map(String);

/** Full time is 35 hours a week (151,67 hours a month, L3121-27). */
export const FULL_TIME_WEEKLY_HOURS = 35;
/** The headcount from which the versement mobilité is due (CGCT art. L2333-64). */
const VERSEMENT_MOBILITE_HEADCOUNT = 11;
const MAX_HEADCOUNT = 1_000_000;

export const isEmployee = (form: GrossToNetForm) => form.regime === 'employee';
const isCadre = (form: GrossToNetForm) => isEmployee(form) && form.status === 'cadre';
/** The officer is asked about the cadre prévoyance; a cadre employee is owed it unless the answer says otherwise. */
export const asksCadrePrevoyance = (form: GrossToNetForm) => form.regime === 'officer' || isCadre(form);

export function readHeadcount(form: GrossToNetForm) {
  return readWholeNumber(form.headcount, isEmployee(form) ? 1 : 0, MAX_HEADCOUNT);
}

/** Whether the versement mobilité question is asked: from 11 staff. */
export function asksVersementMobilite(form: GrossToNetForm): boolean {
  const headcount = readHeadcount(form);
  return headcount.ok && headcount.value >= VERSEMENT_MOBILITE_HEADCOUNT;
}

export const grossToNetSteps: readonly WizardStep<GrossToNetForm>[] = [
  {
    id: 'regime',
    title: 'Pour qui calculez-vous le salaire ?',
    validate: (form) => {
      const errors: Record<string, string> = {};
      if (form.regime === '') errors.regime = CHOOSE;
      if (isEmployee(form) && form.status === '') errors.status = CHOOSE;
      return errors;
    },
  },
  {
    id: 'periode',
    title: 'Le mois et l’entreprise',
    validate: (form) => {
      const errors: Record<string, string> = {};
      if (!payrollYears.includes(form.year)) errors.year = 'Choisissez l’année';
      const month = readWholeNumber(form.month, 1, 12);
      if (!month.ok) errors.month = 'Choisissez le mois';
      const headcount = readHeadcount(form);
      if (!headcount.ok) {
        errors.headcount =
          isEmployee(form) && form.headcount.trim() === '0'
            ? 'Le salarié compte dans l’effectif : au moins 1'
            : headcount.message;
      }
      return errors;
    },
  },
  {
    id: 'remuneration',
    title: 'La rémunération brute du mois',
    validate: (form) => {
      const errors: Record<string, string> = {};
      const gross = readEuros(form.gross);
      if (!gross.ok) errors.gross = gross.message;
      else if (gross.value === 0) errors.gross = 'Indiquez une rémunération brute';
      if (isEmployee(form)) {
        if (form.fullTime === '') errors.fullTime = CHOOSE;
        if (form.fullTime === 'non') {
          const hours = readDecimal(form.weeklyHours, 1, FULL_TIME_WEEKLY_HOURS, 2);
          if (!hours.ok) errors.weeklyHours = hours.message;
          else if (hours.value === FULL_TIME_WEEKLY_HOURS) {
            errors.weeklyHours = '35 heures par semaine, c’est un temps plein : répondez « Oui »';
          }
        }
      }
      return errors;
    },
  },
  {
    id: 'options',
    title: 'La protection sociale complémentaire et l’impôt',
    validate: (form) => {
      const errors: Record<string, string> = {};
      if (form.healthInsurance === '') errors.healthInsurance = CHOOSE;
      if (form.healthInsurance === 'oui') {
        const premium = readEuros(form.healthMonthly);
        if (!premium.ok) errors.healthMonthly = premium.message;
        const share = readDecimal(form.healthEmployerShare, isEmployee(form) ? 50 : 0, 100, 2);
        if (!share.ok) {
          errors.healthEmployerShare =
            isEmployee(form) && readDecimal(form.healthEmployerShare, 0, 100, 2).ok
              ? 'L’employeur paie au moins 50 % de la complémentaire santé de ses salariés'
              : share.message;
        }
      }
      if (asksCadrePrevoyance(form) && form.cadrePrevoyance === '') errors.cadrePrevoyance = CHOOSE;
      for (const [name, max] of [
        ['pasRate', 100],
        ['atmpRate', 100],
        ['versementMobilite', 10],
      ] as const) {
        if (name === 'versementMobilite' && !asksVersementMobilite(form)) continue;
        if (form[name].trim() === '') continue;
        const rate = readDecimal(form[name], 0, max, 2);
        if (!rate.ok) errors[name] = rate.message;
      }
      return errors;
    },
  },
];
