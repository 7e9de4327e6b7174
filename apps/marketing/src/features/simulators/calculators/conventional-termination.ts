/**
 * « Indemnité de rupture conventionnelle »: the dates (start, signature of the convention, the agreed end
 * of the contract), the absences, the salaries of the months before the signature. The answer,
 * `computeConventionalTerminationIndemnity` (L1237-13), is computed in `conventional-termination-result.ts`.
 */
import { readDate } from '../answers.ts';
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

/** `endDate` is the agreed end of the contract; the salaries are those before `signatureDate`. */
export interface ConventionalTerminationForm extends EmploymentAnswers, SalaryAnswers {
  readonly signatureDate: string;
}

export const initialConventionalTerminationForm: ConventionalTerminationForm = {
  ...emptyEmploymentAnswers,
  ...emptySalaryAnswers,
  signatureDate: '',
};

const END = { name: 'la date de fin du contrat' };

/** The months of salary asked: the 12 before the signature, or every month served when fewer. */
export function conventionalSalaryMonthCount(form: ConventionalTerminationForm): number {
  return datesAreReadable(form.startDate, form.signatureDate)
    ? salaryMonthCount(form.startDate, form.signatureDate)
    : 12;
}

export const conventionalTerminationSteps: readonly WizardStep<ConventionalTerminationForm>[] = [
  {
    id: 'dates',
    title: 'Les dates du contrat et de la rupture',
    validate: (form) => {
      const errors: Record<string, string> = { ...validateEmploymentDates(form, END) };
      const start = readDate(form.startDate);
      const signature = readDate(form.signatureDate);
      const end = readDate(form.endDate);
      if (!signature.ok) errors.signatureDate = signature.message;
      else if (start.ok && signature.value < start.value) {
        errors.signatureDate = 'La signature ne peut pas précéder la date d’entrée';
      } else if (end.ok && errors.endDate === undefined && end.value <= signature.value) {
        errors.endDate = 'Le contrat prend fin après la signature de la convention et son homologation';
      }
      return errors;
    },
  },
  {
    id: 'absences',
    title: 'Le salarié a-t-il été absent pendant son contrat ?',
    validate: (form) => validateAbsences(form, END),
  },
  {
    id: 'salaires',
    title: 'Les salaires bruts des derniers mois',
    validate: (form) => validateSalaries(form, conventionalSalaryMonthCount(form), true),
  },
];
