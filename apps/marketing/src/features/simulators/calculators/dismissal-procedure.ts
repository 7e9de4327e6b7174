/**
 * « Procédure de licenciement »: the decision tree of `computeDismissalProcedure` asked as questions
 * (the motive; for an economic one, how many employees, the headcount, the CSE), then the date the
 * calendar starts from, named by the package for the procedure that applies. The answer, the package's
 * steps with their dates, is written out in `dismissal-procedure-result.ts`.
 */
import { computeDismissalProcedure, type DismissalProcedureInput } from '@dirigeo/labour-law';
import { CHOOSE, readDate, readWholeNumber, readValue, type YesNo } from '../answers.ts';
import { hasErrors, type WizardStep } from '../wizard.ts';

export interface DismissalProcedureForm {
  readonly motive: 'personal' | 'economic' | '';
  /** Personal motive: a dismissal for misconduct. */
  readonly disciplinary: YesNo;
  readonly employeesConcerned: string;
  readonly companyHeadcount: string;
  readonly hasCse: YesNo;
  /** A single economic dismissal of a cadre. */
  readonly managerialStaff: YesNo;
  readonly alsaceMoselle: YesNo;
  readonly startDate: string;
}

export const initialDismissalProcedureForm: DismissalProcedureForm = {
  motive: '',
  disciplinary: '',
  employeesConcerned: '',
  companyHeadcount: '',
  hasCse: '',
  managerialStaff: '',
  alsaceMoselle: '',
  startDate: '',
};

/** The largest headcount the form reads (beyond, a typing mistake). */
const MAX_HEADCOUNT = 1_000_000;

const economic = (form: DismissalProcedureForm) => form.motive === 'economic';
/** A single economic dismissal: the form asks whether the employee is a cadre (L1233-15's 15 days). */
export function asksManagerialStaff(form: DismissalProcedureForm): boolean {
  const concerned = readWholeNumber(form.employeesConcerned, 1, MAX_HEADCOUNT);
  return concerned.ok && concerned.value === 1;
}

function validateMotive(form: DismissalProcedureForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.motive === '') errors.motive = CHOOSE;
  if (form.motive === 'personal' && form.disciplinary === '') errors.disciplinary = CHOOSE;
  return errors;
}

function validateCompany(form: DismissalProcedureForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const concerned = readWholeNumber(form.employeesConcerned, 1, MAX_HEADCOUNT);
  const headcount = readWholeNumber(form.companyHeadcount, 1, MAX_HEADCOUNT);
  if (!concerned.ok) errors.employeesConcerned = concerned.message;
  if (!headcount.ok) errors.companyHeadcount = headcount.message;
  if (concerned.ok && headcount.ok && concerned.value > headcount.value) {
    errors.employeesConcerned = 'Le nombre de salariés concernés ne peut pas dépasser l’effectif';
  }
  if (form.hasCse === '') errors.hasCse = CHOOSE;
  if (asksManagerialStaff(form) && form.managerialStaff === '') errors.managerialStaff = CHOOSE;
  return errors;
}

export const dismissalProcedureSteps: readonly WizardStep<DismissalProcedureForm>[] = [
  { id: 'motif', title: 'Pour quel motif envisagez-vous le licenciement ?', validate: validateMotive },
  {
    id: 'entreprise',
    title: 'Le projet de licenciement et l’entreprise',
    when: economic,
    validate: validateCompany,
  },
  {
    id: 'calendrier',
    title: 'Le point de départ du calendrier',
    validate: (form) => {
      const errors: Record<string, string> = {};
      if (form.alsaceMoselle === '') errors.alsaceMoselle = CHOOSE;
      const start = readDate(form.startDate);
      if (!start.ok) errors.startDate = start.message;
      return errors;
    },
  },
];

/** The package's input for validated answers and a start date. */
export function procedureInput(form: DismissalProcedureForm, startDate: string): DismissalProcedureInput {
  const alsaceMoselle = form.alsaceMoselle === 'oui';
  if (form.motive === 'personal') {
    return { motive: 'personal', startDate, disciplinary: form.disciplinary === 'oui', alsaceMoselle };
  }
  return {
    motive: 'economic',
    startDate,
    employeesConcerned: readValue(readWholeNumber(form.employeesConcerned, 1, MAX_HEADCOUNT)),
    companyHeadcount: readValue(readWholeNumber(form.companyHeadcount, 1, MAX_HEADCOUNT)),
    hasCse: form.hasCse === 'oui',
    managerialStaff: asksManagerialStaff(form) && form.managerialStaff === 'oui',
    alsaceMoselle,
  };
}

/**
 * What the calendar's start date is for the procedure these answers lead to (the convocation's first
 * presentation, or the CSE's first meeting), as the package names it; null until the motive (and the
 * company, for an economic motive) are answered. The package decides it from the answers alone: any date
 * gives the same event.
 */
export function procedureStartEvent(form: DismissalProcedureForm): string | null {
  if (hasErrors(validateMotive(form))) return null;
  if (economic(form) && hasErrors(validateCompany(form))) return null;
  return computeDismissalProcedure(procedureInput({ ...form, alsaceMoselle: 'non' }, '2026-01-05'))
    .startEvent;
}
