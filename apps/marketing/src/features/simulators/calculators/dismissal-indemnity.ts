/**
 * « Indemnité de licenciement »: the motive, the dates (start, the day the dismissal letter is presented),
 * the absences, the notice (its end sets the seniority the amount is computed on), the salaries. The
 * result is computed in `dismissal-indemnity-result.ts`, loaded when the visitor asks for it.
 */
import { CHOOSE, chosen, readWholeNumber, type YesNo } from '../answers.ts';
import {
  type EmploymentAnswers,
  emptyEmploymentAnswers,
  validateAbsences,
  validateEmploymentDates,
} from '../employment-answers.ts';
import {
  datesAreReadable,
  emptySalaryAnswers,
  type SalaryAnswers,
  salaryMonthCount,
  validateSalaries,
} from '../salary-answers.ts';
import type { WizardStep } from '../wizard.ts';

/** Why the employee is dismissed, as far as the indemnity is concerned. */
export type DismissalMotive =
  | 'ordinary'
  | 'serious-misconduct'
  | 'non-professional-inaptitude'
  | 'professional-inaptitude';

export const dismissalMotiveOptions: readonly { value: DismissalMotive; label: string; hint: string }[] = [
  {
    value: 'ordinary',
    label: 'Motif personnel ou économique, sans faute grave',
    hint: 'Insuffisance professionnelle, faute simple ou sérieuse, motif économique…',
  },
  {
    value: 'serious-misconduct',
    label: 'Faute grave ou lourde',
    hint: 'Une faute qui rend impossible le maintien du salarié dans l’entreprise, même pendant le préavis.',
  },
  {
    value: 'non-professional-inaptitude',
    label: 'Inaptitude d’origine non professionnelle',
    hint: 'Constatée par le médecin du travail après une maladie ou un accident de la vie privée.',
  },
  {
    value: 'professional-inaptitude',
    label: 'Inaptitude d’origine professionnelle',
    hint: 'Après un accident du travail (hors trajet) ou une maladie professionnelle.',
  },
];

export interface DismissalIndemnityForm extends EmploymentAnswers, SalaryAnswers {
  readonly motive: DismissalMotive | '';
  readonly disabledWorker: YesNo;
  /** A longer notice set by the collective agreement or the contract, in months; '' when none. */
  readonly agreedNoticeMonths: string;
}

export const initialDismissalIndemnityForm: DismissalIndemnityForm = {
  ...emptyEmploymentAnswers,
  ...emptySalaryAnswers,
  motive: '',
  disabledWorker: '',
  agreedNoticeMonths: '',
};

/** The seniority of a dismissal is assessed on the day its letter is first presented. */
const NOTIFICATION = { name: 'la date de notification' };

const notSerious = (form: DismissalIndemnityForm) => form.motive !== 'serious-misconduct';
const professional = (form: DismissalIndemnityForm) => form.motive === 'professional-inaptitude';

/** The salaries asked: the 3 months of L1226-16 for a professional inaptitude, else R1234-4's months. */
export function dismissalSalaryMonthCount(form: DismissalIndemnityForm): number {
  if (professional(form)) return 3;
  return datesAreReadable(form.startDate, form.endDate) ? salaryMonthCount(form.startDate, form.endDate) : 12;
}

export const dismissalIndemnitySteps: readonly WizardStep<DismissalIndemnityForm>[] = [
  {
    id: 'motif',
    title: 'Pour quel motif le salarié est-il licencié ?',
    validate: (form) => chosen('motive', form.motive),
  },
  {
    id: 'dates',
    title: 'Depuis quand le salarié travaille-t-il dans l’entreprise ?',
    when: notSerious,
    validate: (form) => validateEmploymentDates(form, NOTIFICATION),
  },
  {
    id: 'absences',
    title: 'Le salarié a-t-il été absent pendant son contrat ?',
    when: notSerious,
    validate: (form) => validateAbsences(form, NOTIFICATION),
  },
  {
    id: 'preavis',
    title: 'Le préavis',
    when: (form) => notSerious(form) && !professional(form),
    validate: (form) => {
      const errors: Record<string, string> = {};
      if (form.disabledWorker === '') errors.disabledWorker = CHOOSE;
      if (form.agreedNoticeMonths.trim() !== '') {
        const months = readWholeNumber(form.agreedNoticeMonths, 1, 24);
        if (!months.ok) errors.agreedNoticeMonths = months.message;
      }
      return errors;
    },
  },
  {
    id: 'salaires',
    title: 'Les salaires bruts des derniers mois',
    when: notSerious,
    validate: (form) => validateSalaries(form, dismissalSalaryMonthCount(form), !professional(form)),
  },
];
