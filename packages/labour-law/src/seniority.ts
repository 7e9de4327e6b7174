import { formatDate, formatDays, formatDecimal, formatWholeMonths, formatYears } from './format.ts';
import { type IsoDate, parseIsoDate, wholeMonthsBetween } from './iso-date.ts';
import { type AppliedRule, type Explained, explained, type LabourCodeArticle, rule } from './legal-rule.ts';

/**
 * Seniority (ancienneté) from the start and end dates, less the absences that do not count.
 *
 * A suspension of the contract does not break seniority but does not count in it (L1234-8 for the notice,
 * L1234-11 for the dismissal indemnity), unless a text counts it as work: accident du travail and maladie
 * professionnelle (L1226-7), maternity, paternity, adoption and birth leaves, congé de présence parentale,
 * de solidarité familiale, de proche aidant, a local elected office within two mandates. Full-time congé
 * parental d'éducation counts half (L1225-54).
 *
 * The dates the forms give:
 * - right to the dismissal notice (L1234-1) and to the dismissal indemnity (L1234-9's 8 months): the
 *   seniority on the date the dismissal is notified (the first presentation of the letter); the ministry
 *   of Labour's sheet « L'indemnité légale de licenciement » (2 July 2025): "8 mois d'ancienneté
 *   ininterrompus … à la date de la notification du licenciement";
 * - amount of the dismissal indemnity: the seniority at the end of the notice, "acquise au terme du
 *   préavis même si le salarié est dispensé de l'effectuer" (same sheet); for an inaptitude, whose notice
 *   is not worked but still counts (L1226-4), the date the notice would have ended;
 * - conventional termination: the agreed date the contract ends; retirement: the end of the notice.
 */

/** Kinds of absence, with how much of them counts in seniority and why. */
export const ABSENCE_KINDS = {
  'non-professional-sick-leave': {
    label: 'Arrêt maladie ou accident d’origine non professionnelle (accident de trajet compris)',
    counts: 'no',
    articles: ['L1234-8', 'L1234-11'],
  },
  'unpaid-leave': {
    label: 'Congé sans solde',
    counts: 'no',
    articles: ['L1234-8', 'L1234-11'],
  },
  'sabbatical-leave': {
    label: 'Congé sabbatique',
    counts: 'no',
    articles: ['L1234-8', 'L1234-11', 'L3142-28'],
  },
  'business-creation-leave': {
    label: 'Congé pour création ou reprise d’entreprise',
    counts: 'no',
    articles: ['L1234-8', 'L1234-11', 'L3142-105'],
  },
  'disciplinary-suspension': {
    label: 'Mise à pied disciplinaire',
    counts: 'no',
    articles: ['L1234-8', 'L1234-11'],
  },
  'other-suspension': {
    label: 'Autre suspension du contrat de travail qu’aucun texte ne compte dans l’ancienneté',
    counts: 'no',
    articles: ['L1234-8', 'L1234-11'],
  },
  'full-time-parental-leave': {
    label: 'Congé parental d’éducation à temps plein',
    counts: 'half',
    articles: ['L1225-54'],
  },
  'part-time-parental-leave': {
    label: 'Congé parental d’éducation à temps partiel',
    counts: 'yes',
    articles: ['L1225-54'],
  },
  'occupational-accident-or-disease': {
    label: 'Arrêt pour accident du travail (hors trajet) ou maladie professionnelle',
    counts: 'yes',
    articles: ['L1226-7'],
  },
  'maternity-leave': {
    label: 'Congé de maternité',
    counts: 'yes',
    articles: ['L1225-24'],
  },
  'paternity-leave': {
    label: 'Congé de paternité et d’accueil de l’enfant',
    counts: 'yes',
    articles: ['L1225-35-2'],
  },
  'adoption-leave': {
    label: 'Congé d’adoption',
    counts: 'yes',
    articles: ['L1225-42'],
  },
  'birth-leave': {
    label: 'Congé supplémentaire de naissance',
    counts: 'yes',
    articles: ['L1225-46-3'],
  },
  'parental-presence-leave': {
    label: 'Congé de présence parentale',
    counts: 'yes',
    articles: ['L1225-65'],
  },
  'family-solidarity-leave': {
    label: 'Congé de solidarité familiale',
    counts: 'yes',
    articles: ['L3142-12'],
  },
  'caregiver-leave': {
    label: 'Congé de proche aidant',
    counts: 'yes',
    articles: ['L3142-21'],
  },
  'local-elected-office': {
    label: 'Suspension du contrat pour un mandat d’élu local (dans la limite de deux mandats consécutifs)',
    counts: 'yes',
    articles: ['L3142-88'],
  },
} as const satisfies Record<
  string,
  { label: string; counts: 'yes' | 'half' | 'no'; articles: readonly LabourCodeArticle[] }
>;

/** A kind of absence (key of `ABSENCE_KINDS`). */
export type AbsenceKind = keyof typeof ABSENCE_KINDS;

/** An absence, first and last day included. */
export interface Absence {
  readonly kind: AbsenceKind;
  /** First day of the absence. */
  readonly from: IsoDate;
  /** Last day of the absence. */
  readonly to: IsoDate;
}

/** The dates of a seniority. */
export interface SeniorityInput {
  /** First day of the contract (date d'entrée). */
  readonly startDate: IsoDate;
  /** The day the seniority is assessed on, included (see the module's comment for which date to give). */
  readonly endDate: IsoDate;
  /** Absences during the contract, in any order, none overlapping another. Parts after `endDate` are ignored. */
  readonly absences?: readonly Absence[];
}

/** One absence and what it took off the seniority. */
export interface AssessedAbsence {
  readonly kind: AbsenceKind;
  /** The kind's French label. */
  readonly label: string;
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** Days of the absence up to `endDate`. */
  readonly days: number;
  /** Days taken off the seniority: all, half (rounded down, in the employee's favour) or none. */
  readonly deductedDays: number;
}

/** A seniority. */
export interface Seniority extends Explained {
  /** Complete months of counted service: the figure the notice (L1234-1) and the 8 months (L1234-9) use. */
  readonly wholeMonths: number;
  /** `wholeMonths / 12`: decimal years, partial years counting by complete months (R1234-1). */
  readonly years: number;
  /** Days from `startDate` to `endDate`, both included. */
  readonly calendarDays: number;
  /** Days taken off for absences that do not count. */
  readonly deductedDays: number;
  /** Each absence with what it took off. */
  readonly absences: readonly AssessedAbsence[];
}

/**
 * Seniority on `endDate` of a contract that started on `startDate`: the days of absences that do not
 * count (half of a full-time parental leave) are taken off, then the complete months are counted from the
 * start date moved by those days to the end date, both included (a month from 16 June is complete on
 * 15 July). RangeError for dates that are not `YYYY-MM-DD`, an end before the start, an absence outside
 * the contract or overlapping another.
 */
export function computeSeniority(input: SeniorityInput): Seniority {
  const start = parseIsoDate(input.startDate, 'startDate');
  const end = parseIsoDate(input.endDate, 'endDate');
  if (end < start) {
    throw new RangeError(`labour-law: endDate ${input.endDate} is before startDate ${input.startDate}`);
  }

  const spans = (input.absences ?? [])
    .map((absence) => {
      if (!Object.hasOwn(ABSENCE_KINDS, absence.kind)) {
        throw new RangeError(`labour-law: unknown kind of absence '${String(absence.kind)}'`);
      }
      const from = parseIsoDate(absence.from, 'absence.from');
      const to = parseIsoDate(absence.to, 'absence.to');
      if (to < from) throw new RangeError(`labour-law: absence from ${absence.from} ends before it starts`);
      if (from < start) {
        throw new RangeError(
          `labour-law: absence from ${absence.from} starts before startDate ${input.startDate}`,
        );
      }
      return { absence, from, to };
    })
    .sort((a, b) => a.from - b.from);
  for (let index = 1; index < spans.length; index += 1) {
    const [previous, current] = [spans[index - 1], spans[index]];
    if (previous !== undefined && current !== undefined && current.from <= previous.to) {
      throw new RangeError(
        `labour-law: absences from ${previous.absence.from} and from ${current.absence.from} overlap`,
      );
    }
  }

  const rules: AppliedRule[] = [];
  const absences: AssessedAbsence[] = [];
  let deductedDays = 0;
  for (const { absence, from, to } of spans) {
    const kind = ABSENCE_KINDS[absence.kind];
    const days = from > end ? 0 : Math.min(to, end) - from + 1;
    const deducted = kind.counts === 'no' ? days : kind.counts === 'half' ? Math.floor(days / 2) : 0;
    deductedDays += deducted;
    absences.push({
      kind: absence.kind,
      label: kind.label,
      from: absence.from,
      to: absence.to,
      days,
      deductedDays: deducted,
    });
    if (days > 0)
      rules.push(rule(kind.articles, absenceExplanation(kind, from, Math.min(to, end), days, deducted)));
  }

  const wholeMonths = wholeMonthsBetween(start + deductedDays, end);
  const years = wholeMonths / 12;
  rules.push(
    rule(
      ['R1234-1'],
      `Du ${formatDate(start)} au ${formatDate(end)}` +
        (deductedDays > 0 ? `, moins ${formatDays(deductedDays)} d’absence non comptés` : '') +
        ` : ${formatWholeMonths(wholeMonths)}` +
        (wholeMonths >= 12 ? `, soit ${formatYears(years)}` : '') +
        ` (${formatDecimal(years)} ${years >= 2 ? 'années' : 'année'}) ; ` +
        'les jours au-delà du dernier mois complet ne comptent pas.',
    ),
  );

  return {
    wholeMonths,
    years,
    calendarDays: end - start + 1,
    deductedDays,
    absences,
    ...explained(rules),
  };
}

function absenceExplanation(
  kind: (typeof ABSENCE_KINDS)[AbsenceKind],
  from: number,
  to: number,
  days: number,
  deducted: number,
): string {
  const what = `${kind.label} du ${formatDate(from)} au ${formatDate(to)} (${formatDays(days)})`;
  switch (kind.counts) {
    case 'no':
      return `${what} : une suspension du contrat ne compte pas dans l’ancienneté, ${formatDays(deducted)} retirés.`;
    case 'half':
      return `${what} : compte pour moitié, ${formatDays(deducted)} retirés${days % 2 === 1 ? ' (arrondi en faveur du salarié)' : ''}.`;
    default:
      return `${what} : compte comme du travail effectif, rien n’est retiré.`;
  }
}
