/**
 * The questions every seniority needs: when the contract started, the date the seniority is assessed on,
 * and the absences that may not count (`ABSENCE_KINDS` of `@dirigeo/labour-law`), as the forms hold them
 * and as the package takes them.
 */
import { ABSENCE_KINDS, type Absence, type AbsenceKind } from '@dirigeo/labour-law';
import { CHOOSE, readDate, type YesNo } from './answers.ts';
import type { FieldErrors } from './wizard.ts';

/** One absence as typed: its kind ('' until chosen) and its first and last days. */
export interface AbsenceAnswer {
  /** Stable key of the row (the form adds and removes rows). */
  readonly key: number;
  readonly kind: AbsenceKind | '';
  readonly from: string;
  readonly to: string;
}

/** The dates of a contract and its absences, as typed. */
export interface EmploymentAnswers {
  /** First day of the contract. */
  readonly startDate: string;
  /** The date the seniority is assessed on (the dismissal's notification, the agreed end…). */
  readonly endDate: string;
  /** Whether the employee was absent in a way that may not count. */
  readonly hadAbsences: YesNo;
  readonly absences: readonly AbsenceAnswer[];
}

export const emptyEmploymentAnswers: EmploymentAnswers = {
  startDate: '',
  endDate: '',
  hadAbsences: '',
  absences: [],
};

/** The kinds of absence, in the package's order, for the form's list. */
export const absenceKindOptions = (Object.keys(ABSENCE_KINDS) as AbsenceKind[]).map((kind) => ({
  value: kind,
  label: ABSENCE_KINDS[kind].label,
}));

/** What the end date is, for its messages: « la date de notification ». */
export interface EndDateWording {
  /** « la date de notification », for « … ne peut pas précéder la date d’entrée ». */
  readonly name: string;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The messages of the dates step: both dates real, the end not before the start. */
export function validateEmploymentDates(answers: EmploymentAnswers, wording: EndDateWording): FieldErrors {
  const errors: Record<string, string> = {};
  const start = readDate(answers.startDate);
  const end = readDate(answers.endDate);
  if (!start.ok) errors.startDate = start.message;
  if (!end.ok) errors.endDate = end.message;
  if (start.ok && end.ok && end.value < start.value) {
    errors.endDate = `${capitalised(wording.name)} ne peut pas précéder la date d’entrée`;
  }
  return errors;
}

/**
 * The messages of the absences step: answered yes or no; each absence of a known kind, with real dates,
 * ending after it starts, within the contract (from its start to the end date), and
 * overlapping no other (the package refuses overlaps: a day is absent once).
 */
export function validateAbsences(answers: EmploymentAnswers, wording: EndDateWording): FieldErrors {
  const errors: Record<string, string> = {};
  if (answers.hadAbsences === '') {
    errors.hadAbsences = CHOOSE;
    return errors;
  }
  if (answers.hadAbsences === 'non') return errors;
  if (answers.absences.length === 0) {
    errors.absences = 'Ajoutez au moins une absence, ou répondez « Non »';
    return errors;
  }
  const start = readDate(answers.startDate);
  const end = readDate(answers.endDate);
  const read: { index: number; from: string; to: string }[] = [];
  answers.absences.forEach((absence, index) => {
    const prefix = `absences.${index}`;
    if (absence.kind === '') errors[`${prefix}.kind`] = 'Choisissez le motif de l’absence';
    const from = readDate(absence.from);
    const to = readDate(absence.to);
    if (!from.ok) errors[`${prefix}.from`] = from.message;
    if (!to.ok) errors[`${prefix}.to`] = to.message;
    if (!from.ok || !to.ok) return;
    if (to.value < from.value) {
      errors[`${prefix}.to`] = 'La fin de l’absence ne peut pas précéder son début';
    } else if (start.ok && from.value < start.value) {
      errors[`${prefix}.from`] = 'L’absence ne peut pas commencer avant la date d’entrée';
    } else if (end.ok && to.value > end.value) {
      errors[`${prefix}.to`] =
        `L’absence doit se terminer au plus tard ${wording.name.replace(/^la /, 'à la ')}`;
    } else {
      read.push({ index, from: from.value, to: to.value });
    }
  });
  read.sort((a, b) => a.from.localeCompare(b.from));
  for (let index = 1; index < read.length; index += 1) {
    const previous = read[index - 1];
    const current = read[index];
    if (previous && current && current.from <= previous.to) {
      errors[`absences.${current.index}.from`] = 'Cette absence chevauche une autre absence';
    }
  }
  return errors;
}

/** The absences as the package takes them (none when the answer was « Non »). */
export function absencesOf(answers: EmploymentAnswers): Absence[] {
  if (answers.hadAbsences !== 'oui') return [];
  return answers.absences.flatMap((absence) =>
    absence.kind === '' ? [] : [{ kind: absence.kind, from: absence.from.trim(), to: absence.to.trim() }],
  );
}
