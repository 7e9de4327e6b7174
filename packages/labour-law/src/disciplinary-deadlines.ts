import { formatDate, formatDateWithWeekday } from './format.ts';
import { addMonthsClamped, formatIsoDate, type IsoDate, parseIsoDate } from './iso-date.ts';
import { type AppliedRule, type Explained, explained, rule } from './legal-rule.ts';
import type { HolidayOptions } from './public-holidays.ts';
import { delayCalendar } from './working-days.ts';

/**
 * The two délais of a disciplinary sanction (warning, mise à pied, demotion, dismissal for misconduct):
 * L1332-4, the procedure is engaged within 2 months of the day the employer learnt of the facts; L1332-2,
 * the sanction is notified no sooner than 2 jours ouvrables and no later than a month after the day set
 * for the interview, a month that R1332-3 extends past a Saturday, a Sunday or a holiday. Dates are counted
 * as the dismissal procedure counts them (`working-days.ts`), on the side of caution: the earliest day is
 * extended past a Saturday, a Sunday or a holiday; the two months of L1332-4 are not.
 */

export interface DisciplinaryDeadlinesInput {
  /** The day the employer learnt of the facts (their full extent), for L1332-4's two months. */
  readonly factsKnownOn?: IsoDate;
  /** The day set for the interview (entretien préalable), for L1332-2's window. */
  readonly interviewDate?: IsoDate;
  /** The company is in Alsace-Moselle (two more public holidays, L3134-13). */
  readonly alsaceMoselle?: boolean;
}

export interface DisciplinaryDeadlines extends Explained {
  /**
   * The last day to engage the procedure (send or hand over the convocation; for a warning given without
   * an interview, notify it), when `factsKnownOn` is given.
   */
  readonly engageBy: IsoDate | null;
  /** The first day the sanction may be notified, when `interviewDate` is given. */
  readonly notifyFrom: IsoDate | null;
  /** The last day the sanction may be notified, when `interviewDate` is given. */
  readonly notifyBy: IsoDate | null;
}

/**
 * The délais of a disciplinary sanction from the day the facts were known and the day set for the
 * interview, each optional: without them, the rules alone. RangeError for a date that is not `YYYY-MM-DD`,
 * or an interview set before the facts were known.
 */
export function computeDisciplinaryDeadlines(input: DisciplinaryDeadlinesInput): DisciplinaryDeadlines {
  const options: HolidayOptions = { alsaceMoselle: input.alsaceMoselle === true };
  const known = input.factsKnownOn === undefined ? null : parseIsoDate(input.factsKnownOn, 'factsKnownOn');
  const interview =
    input.interviewDate === undefined ? null : parseIsoDate(input.interviewDate, 'interviewDate');
  if (known !== null && interview !== null && interview < known) {
    throw new RangeError('labour-law: the interview is set before the facts were known');
  }
  const rules: AppliedRule[] = [];
  const engageBy = known === null ? null : addMonthsClamped(known, 2);
  rules.push(
    rule(
      ['L1332-4'],
      (engageBy === null
        ? 'La procédure disciplinaire doit être engagée dans les 2 mois qui suivent le jour où l’employeur a eu connaissance des faits'
        : `Faits connus le ${formatDate(known as number)} : la procédure disciplinaire doit être engagée au plus tard le ${formatDate(engageBy)}, 2 mois après`) +
        ' (envoi ou remise de la convocation à l’entretien préalable, ou notification de l’avertissement donné sans entretien) ; ' +
        'au-delà, ces faits ne peuvent plus être sanctionnés à eux seuls, sauf poursuites pénales engagées dans le même délai. ' +
        'Un fait plus ancien peut encore être invoqué si le comportement fautif s’est poursuivi ou répété dans les 2 mois.',
    ),
  );
  let notifyFrom: number | null = null;
  let notifyBy: number | null = null;
  if (interview !== null) {
    const calendar = delayCalendar(options);
    notifyFrom = calendar.joursOuvrables(interview, 2).earliest;
    // R1332-3: the month ends on the same day of the next month, moved past a Saturday, a Sunday or a holiday.
    notifyBy = calendar.months(interview, 1).expiry;
  }
  rules.push(
    rule(
      ['L1332-2', 'R1332-3'],
      (interview === null
        ? 'La sanction ne peut être notifiée moins de 2 jours ouvrables ni plus d’un mois après le jour fixé pour l’entretien'
        : `Entretien fixé le ${formatDateWithWeekday(interview)} : la sanction peut être notifiée à partir du ${formatDateWithWeekday(notifyFrom as number)} et au plus tard le ${formatDateWithWeekday(notifyBy as number)} (2 jours ouvrables pleins après l’entretien, dimanches et jours fériés non comptés, et un mois au plus, prolongé jusqu’au premier jour ouvrable suivant s’il finit un samedi, un dimanche ou un jour férié)`) +
        ', par une lettre motivée remise en main propre contre décharge ou recommandée. ' +
        'L’entretien préalable n’est pas exigé pour un avertissement ou une sanction de même nature sans incidence sur la présence, ' +
        'la fonction, la carrière ou la rémunération du salarié (sauf si la convention collective ou le règlement intérieur l’impose).',
    ),
  );
  return {
    engageBy: engageBy === null ? null : formatIsoDate(engageBy),
    notifyFrom: notifyFrom === null ? null : formatIsoDate(notifyFrom),
    notifyBy: notifyBy === null ? null : formatIsoDate(notifyBy),
    ...explained(rules),
  };
}
