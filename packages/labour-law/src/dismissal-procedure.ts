import { formatDateWithWeekday } from './format.ts';
import { addMonthsClamped, formatIsoDate, type IsoDate, parseIsoDate } from './iso-date.ts';
import {
  type AppliedRule,
  type Explained,
  explained,
  type FigureRule,
  figureRule,
  type LabourCodeArticle,
  rule,
} from './legal-rule.ts';
import type { HolidayOptions } from './public-holidays.ts';
import { type DelayCalendar, type DelayOutcome, delayCalendar } from './working-days.ts';

/**
 * The dismissal procedure as a decision tree: the motive (personal or economic); for an economic
 * dismissal, the number of employees concerned within 30 days (1, 2 to 9, 10 or more), the company's
 * headcount (11 for the CSE, 50 for the PSE, 1 000 for the congé de reclassement) and whether it has a
 * CSE. The answer is the ordered steps with their legal délais and the dates they imply from a start date.
 *
 * The dates form a safe calendar: each one is the earliest date that is lawful whatever happens, if every
 * earlier step takes place on its own date (délais counted as `working-days.ts` says). A step can be later;
 * the following ones then move with it. Where the law gives no date (an administration's decision, the
 * postman's first presentation of a letter), the step is undated and says what it waits for.
 */

/** Options common to every procedure. */
interface ProcedureInputBase {
  /** The date the calendar starts from; the answer's `startEvent` says which event it is for the track. */
  readonly startDate: IsoDate;
  /** The company is in Alsace-Moselle (two more public holidays, L3134-13). */
  readonly alsaceMoselle?: boolean;
}

/** A dismissal for a personal motive (misconduct, insufficiency, inaptitude…). */
export interface PersonalDismissalProcedureInput extends ProcedureInputBase {
  readonly motive: 'personal';
  /** A dismissal for misconduct (disciplinaire): L1332-4's two months and L1332-2's one month apply. */
  readonly disciplinary?: boolean;
}

/** A dismissal for an economic motive (L1233-3). */
export interface EconomicDismissalProcedureInput extends ProcedureInputBase {
  readonly motive: 'economic';
  /** Employees whose economic dismissal is planned within the same 30 days (1 for an individual dismissal). */
  readonly employeesConcerned: number;
  /** The company's headcount (effectif). */
  readonly companyHeadcount: number;
  /** Whether the company has a comité social et économique. */
  readonly hasCse: boolean;
  /** An individual dismissal of a member of the personnel d'encadrement (cadre): 15 jours ouvrables (L1233-15). */
  readonly managerialStaff?: boolean;
}

/** The questions of the decision tree. */
export type DismissalProcedureInput = PersonalDismissalProcedureInput | EconomicDismissalProcedureInput;

/** The procedure that applies. */
export const PROCEDURE_TRACKS = {
  personal: 'Licenciement pour motif personnel',
  'economic-individual': 'Licenciement économique individuel',
  'economic-2-to-9': 'Licenciement économique de 2 à 9 salariés sur 30 jours',
  'economic-10-or-more':
    'Licenciement économique d’au moins 10 salariés sur 30 jours, entreprise de moins de 50 salariés',
  'economic-10-or-more-pse':
    'Licenciement économique d’au moins 10 salariés sur 30 jours, entreprise d’au moins 50 salariés (PSE)',
} as const;

/** A procedure (key of `PROCEDURE_TRACKS`). */
export type ProcedureTrack = keyof typeof PROCEDURE_TRACKS;

/** The steps of the procedures. */
export type ProcedureStepId =
  | 'cse-first-meeting'
  | 'cse-second-meeting'
  | 'cse-opinion'
  | 'dreets-project-notification'
  | 'dreets-decision'
  | 'convocation'
  | 'interview'
  | 'csp-offer'
  | 'notification'
  | 'reclassification-leave-offer'
  | 'dreets-information'
  | 'notice';

/** When a step takes place. */
export type StepTiming =
  /** On this date (the start date). */
  | { readonly kind: 'on'; readonly date: IsoDate }
  /** From this date on: the earliest lawful date of this calendar. */
  | { readonly kind: 'from'; readonly date: IsoDate }
  /** By this date at the latest. */
  | { readonly kind: 'until'; readonly date: IsoDate }
  /** From the first date to the second, both included. */
  | { readonly kind: 'between'; readonly from: IsoDate; readonly until: IsoDate }
  /** The law sets no date: the explanation says what the step waits for. */
  | { readonly kind: 'undated' };

/** One step of the procedure. */
export interface ProcedureStep extends AppliedRule {
  readonly id: ProcedureStepId;
  /** The step's name in French. */
  readonly title: string;
  readonly timing: StepTiming;
}

/** The procedure and its calendar. */
export interface DismissalProcedure extends Explained {
  readonly track: ProcedureTrack;
  /** The track's name in French. */
  readonly title: string;
  readonly startDate: IsoDate;
  /** What the start date is for this track, in French. */
  readonly startEvent: string;
  /** The steps in order. */
  readonly steps: readonly ProcedureStep[];
  /** Rules about the whole procedure (what does not apply, what is irregular), in French. */
  readonly notes: readonly AppliedRule[];
}

const CONVOCATION_PRESENTED =
  'Première présentation (ou remise en main propre) de la lettre de convocation à l’entretien préalable';
const FIRST_CSE_MEETING =
  'Première réunion du comité social et économique consulté sur le projet de licenciement';

/** CSE threshold (L2311-2, L1233-8), PSE threshold (L1233-61), congé de reclassement threshold (L1233-71). */
const CSE_HEADCOUNT = 11;
const PSE_HEADCOUNT = 50;
const RECLASSIFICATION_LEAVE_HEADCOUNT = 1000;

/** Everything a track needs to write its steps. */
interface Context {
  readonly calendar: DelayCalendar;
  readonly steps: ProcedureStep[];
  readonly notes: AppliedRule[];
}

const date = (day: number): IsoDate => formatIsoDate(day);
const on = (day: number): StepTiming => ({ kind: 'on', date: date(day) });
const from = (day: number): StepTiming => ({ kind: 'from', date: date(day) });
const until = (day: number): StepTiming => ({ kind: 'until', date: date(day) });
const between = (first: number, last: number): StepTiming => ({
  kind: 'between',
  from: date(first),
  until: date(last),
});
const day = formatDateWithWeekday;

function step(
  context: Context,
  id: ProcedureStepId,
  title: string,
  timing: StepTiming,
  articles: readonly LabourCodeArticle[],
  explanation: string,
): void {
  context.steps.push({ id, title, timing, articles, explanation });
}

/** A public holiday in words: its date, and its name when the date does not already say it. */
function holidayText(holiday: { readonly day: number; readonly name: string }): string {
  const when = day(holiday.day);
  return when.includes(holiday.name) ? when : `${when} (${holiday.name})`;
}

/** Why R1231-1 extended a délai: its last day was a Saturday, a Sunday (the date says so) or a holiday. */
function extension(outcome: DelayOutcome): string {
  const holiday = outcome.holidays.find((candidate) => candidate.day === outcome.lastDay);
  return (
    `le délai, qui expirait le ${holiday === undefined ? day(outcome.lastDay) : `${holidayText(holiday)}, jour férié`}, ` +
    `est prorogé jusqu’au premier jour ouvrable suivant, le ${day(outcome.expiry)}`
  );
}

/**
 * How a délai ran, in words: 'le délai expire le …' or its R1231-1 extension, and the holidays a délai
 * counted in jours ouvrables did not count.
 */
function expiryText(outcome: DelayOutcome, countedInJoursOuvrables: boolean): string {
  let text = outcome.extended ? extension(outcome) : `le délai expire le ${day(outcome.expiry)}`;
  const skipped = countedInJoursOuvrables
    ? outcome.holidays.filter((holiday) => holiday.day <= outcome.lastDay)
    : [];
  if (skipped.length > 0) {
    const names = skipped.map((holiday) => `le ${holidayText(holiday)}`).join(', ');
    text +=
      skipped.length === 1
        ? ` ; ${names}, férié, n’est pas compté`
        : ` ; ${names}, fériés, ne sont pas comptés`;
  }
  return text;
}

/** The R1231-1 extension of a délai whose expiry is already stated, or nothing. */
function extensionText(outcome: DelayOutcome): string {
  return outcome.extended ? ` (${extension(outcome)})` : '';
}

function convocation(
  context: Context,
  timing: StepTiming,
  articles: readonly LabourCodeArticle[],
  extra = '',
): void {
  step(
    context,
    'convocation',
    'Convocation à l’entretien préalable',
    timing,
    articles,
    'Lettre recommandée ou remise en main propre contre décharge, qui indique l’objet, la date, l’heure et le lieu ' +
      'de l’entretien et la possibilité de se faire assister par une personne de l’entreprise ou, sans représentants ' +
      `du personnel, par un conseiller du salarié (adresse où la liste est tenue).${extra}`,
  );
}

/** The interview, 5 jours ouvrables after the convocation is presented. Returns its earliest day. */
function interview(context: Context, presented: number, articles: readonly LabourCodeArticle[]): number {
  const delay = context.calendar.joursOuvrables(presented, 5);
  step(
    context,
    'interview',
    'Entretien préalable',
    from(delay.earliest),
    [...articles, 'R1231-1'],
    `Au plus tôt le ${day(delay.earliest)} : le salarié dispose de 5 jours ouvrables pleins après la présentation ` +
      'de la lettre, sans compter ce jour-là, les dimanches ni les jours fériés (Cass. soc. 3 juin 2015, n° 14-12.245), ' +
      `et ${expiryText(delay, true)}. L’employeur y indique les motifs ` +
      'envisagés et recueille les explications du salarié.',
  );
  return delay.earliest;
}

/**
 * The CSP offer, in companies under 1 000 employees (L1233-66; from 1 000 it is the congé de reclassement,
 * `reclassificationLeave`). `handedOn` is the day the CSP document is handed over when the calendar knows
 * it, to date the end of the 21 days.
 */
function cspOffer(
  context: Context,
  headcount: number,
  timing: StepTiming,
  handedOn: number | null,
  moment: string,
): void {
  if (headcount >= RECLASSIFICATION_LEAVE_HEADCOUNT) return;
  const deadline =
    handedOn === null ? '' : ` : jusqu’au ${day(handedOn + 21)} s’il lui est remis le ${day(handedOn)}`;
  step(
    context,
    'csp-offer',
    'Proposition du contrat de sécurisation professionnelle (CSP)',
    timing,
    ['L1233-66', 'L1233-67'],
    `${moment}, l’employeur remet à chaque salarié, contre récépissé, le document d’information sur le CSP, quelle ` +
      'que soit son ancienneté (entreprise de moins de 1 000 salariés hors groupe d’au moins 1 000 salariés, sinon ' +
      'c’est le congé de reclassement). Le salarié a 21 jours pour répondre (convention d’assurance chômage ' +
      `relative au CSP)${deadline} ; son silence vaut refus ; s’il accepte, le contrat est rompu à la fin de ce ` +
      'délai, sans préavis. Sans proposition, l’employeur doit à France Travail une contribution de 2 mois de salaire brut, ' +
      'portée à 3 mois si le salarié adhère au CSP sur proposition de France Travail.',
  );
}

function reclassificationLeave(context: Context, headcount: number, timing: StepTiming): void {
  if (headcount < RECLASSIFICATION_LEAVE_HEADCOUNT) return;
  step(
    context,
    'reclassification-leave-offer',
    'Proposition du congé de reclassement',
    timing,
    ['L1233-71', 'R1233-20', 'R1233-21'],
    'Entreprise (ou groupe) d’au moins 1 000 salariés : la lettre de licenciement propose le congé de reclassement ; ' +
      'le salarié a 8 jours à compter de sa notification pour l’accepter, son silence vaut refus.',
  );
}

function notice(context: Context): void {
  step(
    context,
    'notice',
    'Préavis',
    { kind: 'undated' },
    ['L1234-3', 'L1234-1'],
    'Le préavis commence le jour de la première présentation de la lettre de licenciement, que le salarié la ' +
      'retire ou non ; sa durée dépend de son ancienneté (calcul du préavis de licenciement).',
  );
}

/** Personal motive: L1232-2 (convocation, interview after 5 jours ouvrables), L1232-6 (letter after 2). */
function personalTrack(context: Context, start: number, disciplinary: boolean): void {
  convocation(
    context,
    on(start),
    disciplinary ? ['L1232-2', 'R1232-1', 'L1232-4', 'L1332-4'] : ['L1232-2', 'R1232-1', 'L1232-4'],
    disciplinary
      ? ' La procédure disciplinaire doit être engagée dans les 2 mois qui suivent le jour où l’employeur a eu ' +
          'connaissance des faits.'
      : '',
  );
  const interviewDay = interview(context, start, ['L1232-2']);
  const letter = context.calendar.joursOuvrables(interviewDay, 2);
  const latest = addMonthsClamped(interviewDay, 1);
  step(
    context,
    'notification',
    'Envoi de la lettre de licenciement',
    disciplinary ? between(letter.earliest, latest) : from(letter.earliest),
    disciplinary ? ['L1232-6', 'R1231-1', 'L1332-2'] : ['L1232-6', 'R1231-1'],
    `Lettre recommandée avec avis de réception qui énonce le ou les motifs, expédiée au plus tôt le ${day(letter.earliest)} : ` +
      `2 jours ouvrables pleins après la date prévue de l’entretien ; ${expiryText(letter, true)}.` +
      (disciplinary
        ? ` Pour une faute, au plus tard le ${day(latest)} : un mois après le jour fixé pour l’entretien.`
        : ''),
  );
  notice(context);
}

/** Economic motive, 1 to 9 employees: L1233-8 (CSE), L1233-11 (interview), L1233-15 (letter), D1233-3 (DREETS). */
function economicUnderTenTrack(
  context: Context,
  start: number,
  input: EconomicDismissalProcedureInput,
): string {
  const individual = input.employeesConcerned === 1;
  const consultsCse = !individual && input.companyHeadcount >= CSE_HEADCOUNT && input.hasCse;
  let convocationDay = start;
  if (consultsCse) {
    step(
      context,
      'cse-first-meeting',
      'Consultation du comité social et économique',
      on(start),
      ['L1233-8', 'L1233-10'],
      'Le CSE est réuni et consulté sur le projet ; sa convocation est accompagnée de tous renseignements utiles : ' +
        'raisons économiques, nombre de licenciements, catégories professionnelles et critères d’ordre, effectif, ' +
        'calendrier prévisionnel, mesures envisagées.',
    );
    const opinion = context.calendar.months(start, 1);
    step(
      context,
      'cse-opinion',
      'Avis du comité social et économique',
      until(opinion.expiry),
      ['L1233-8', 'R1231-1', 'L1233-20'],
      `Le CSE rend son avis au plus tard le ${day(opinion.expiry)}, un mois après la première réunion` +
        `${extensionText(opinion)} ; sans avis dans ce délai, il est réputé consulté. Le procès-verbal de la ` +
        'réunion est transmis à la DREETS.',
    );
    convocationDay = opinion.earliest;
  } else if (!individual && input.companyHeadcount < CSE_HEADCOUNT) {
    context.notes.push(
      rule(
        ['L1233-8'],
        'Entreprise de moins de 11 salariés : pas de consultation du comité social et économique.',
      ),
    );
  }

  convocation(
    context,
    consultsCse ? from(convocationDay) : on(convocationDay),
    ['L1233-11', 'L1233-13'],
    consultsCse
      ? ` Chaque salarié est convoqué après la consultation du CSE : dès son avis, et au plus tard à partir du ${day(convocationDay)}.`
      : '',
  );
  const interviewDay = interview(context, convocationDay, ['L1233-11']);
  cspOffer(
    context,
    input.companyHeadcount,
    from(interviewDay),
    interviewDay,
    'Lors de l’entretien préalable',
  );

  const cadre = individual && input.managerialStaff === true;
  if (!individual && input.managerialStaff) {
    context.notes.push(
      rule(
        ['L1233-15'],
        'Le délai de 15 jours ouvrables ne vaut que pour le licenciement individuel d’un membre du personnel ' +
          'd’encadrement : dans un licenciement collectif, il est de 7 jours ouvrables.',
      ),
    );
  }
  const letter = context.calendar.joursOuvrables(interviewDay, cadre ? 15 : 7);
  step(
    context,
    'notification',
    'Envoi de la lettre de licenciement',
    from(letter.earliest),
    ['L1233-15', 'R1231-1'],
    `Lettre recommandée avec avis de réception, expédiée au plus tôt le ${day(letter.earliest)} : ` +
      `${cadre ? '15 jours ouvrables (cadre)' : '7 jours ouvrables'} après la date prévue de l’entretien ; ` +
      `${expiryText(letter, true)}. Elle énonce le motif économique et mentionne ` +
      'la priorité de réembauche ; si le délai de réflexion sur le CSP court encore, elle rappelle sa date ' +
      'd’expiration et précise qu’elle vaut notification du licenciement en cas de refus.',
  );
  reclassificationLeave(context, input.companyHeadcount, from(letter.earliest));
  step(
    context,
    'dreets-information',
    'Information de la DREETS',
    between(letter.earliest, letter.earliest + 8),
    individual ? ['D1233-3'] : ['L1233-19', 'D1233-3'],
    'L’employeur informe par écrit la DREETS (portail RupCO) des licenciements prononcés dans les 8 jours de l’envoi ' +
      `des lettres : au plus tard le ${day(letter.earliest + 8)} si elles partent le ${day(letter.earliest)}.`,
  );
  notice(context);
  return consultsCse ? FIRST_CSE_MEETING : CONVOCATION_PRESENTED;
}

/** Economic motive, 10 or more employees within 30 days. */
function economicTenOrMoreTrack(
  context: Context,
  start: number,
  input: EconomicDismissalProcedureInput,
): string {
  const pse = input.companyHeadcount >= PSE_HEADCOUNT;
  if (pse) {
    context.notes.push(
      rule(
        ['L1233-61'],
        'Entreprise d’au moins 50 salariés et au moins 10 licenciements sur 30 jours : l’employeur établit et met en ' +
          'œuvre un plan de sauvegarde de l’emploi (PSE), par accord collectif majoritaire ou document unilatéral.',
      ),
    );
  }

  if (input.hasCse) {
    context.notes.push(
      rule(
        ['L1233-38'],
        'Avec un CSE, un licenciement d’au moins 10 salariés se fait sans entretien préalable.',
      ),
    );
    step(
      context,
      'cse-first-meeting',
      'Première réunion du comité social et économique',
      on(start),
      pse
        ? ['L1233-28', 'L1233-30', 'L1233-31', 'L1233-32']
        : ['L1233-28', 'L1233-29', 'L1233-31', 'L1233-32'],
      'La convocation à la première réunion est accompagnée de tous renseignements utiles sur le projet et ' +
        (pse
          ? 'du plan de sauvegarde de l’emploi.'
          : 'des mesures envisagées pour éviter les licenciements, en limiter le nombre et faciliter le reclassement.'),
    );
    const projectDay = context.calendar.onOrAfter(start + 1);
    step(
      context,
      'dreets-project-notification',
      'Notification du projet de licenciement à la DREETS',
      from(projectDay),
      pse ? ['L1233-46'] : ['L1233-46', 'L1233-53'],
      `Sur le portail RupCO, au plus tôt le lendemain de la première réunion du CSE : à partir du ${day(projectDay)}.` +
        (pse
          ? ''
          : ' La DREETS vérifie dans les 21 jours la régularité de la consultation et les mesures sociales.'),
    );
    if (pse) {
      const second = context.calendar.onOrAfter(start + 15);
      step(
        context,
        'cse-second-meeting',
        'Seconde réunion du comité social et économique',
        from(second),
        ['L1233-30'],
        `Au moins deux réunions espacées d’au moins 15 jours : la seconde à partir du ${day(second)}.`,
      );
      const months = input.employeesConcerned < 100 ? 2 : input.employeesConcerned < 250 ? 3 : 4;
      const opinion = context.calendar.months(start, months);
      step(
        context,
        'cse-opinion',
        'Avis du comité social et économique',
        until(opinion.expiry),
        ['L1233-30', 'R1231-1'],
        `Pour ${input.employeesConcerned} licenciements, le CSE rend ses deux avis au plus tard le ${day(opinion.expiry)}, ` +
          `${months} mois après la première réunion${extensionText(opinion)} ; un accord collectif peut prévoir d’autres délais ; ` +
          'sans avis, il est réputé consulté.',
      );
      pseDecisionAndLetters(context, input.companyHeadcount, 'après la dernière réunion du CSE');
    } else {
      const lastSecond = start + 14;
      step(
        context,
        'cse-second-meeting',
        'Seconde réunion du comité social et économique',
        between(start + 1, lastSecond),
        ['L1233-29'],
        `Le CSE tient deux réunions séparées d’au plus 14 jours : la seconde au plus tard le ${day(lastSecond)}.`,
      );
      cspOffer(
        context,
        input.companyHeadcount,
        until(lastSecond),
        null,
        'À l’issue de la dernière réunion du CSE',
      );
      lettersAfterThirtyDays(context, input.companyHeadcount, projectDay);
    }
    notice(context);
    return FIRST_CSE_MEETING;
  }

  convocation(
    context,
    on(start),
    ['L1233-38', 'L1233-13'],
    ' Sans CSE, l’entretien préalable n’est pas écarté : chaque salarié est convoqué, avec le délai de 5 jours ' +
      'ouvrables de l’entretien préalable.',
  );
  const interviewDay = interview(context, start, ['L1233-11']);
  step(
    context,
    'dreets-project-notification',
    'Notification du projet de licenciement à la DREETS',
    from(interviewDay),
    ['L1233-46'],
    `Sur le portail RupCO. Sans représentants du personnel, la loi ne fixe pas de date au plus tôt : ce calendrier la place le jour des entretiens, le ${day(interviewDay)}.`,
  );
  if (pse) {
    pseDecisionAndLetters(context, input.companyHeadcount, 'après les entretiens');
  } else {
    cspOffer(
      context,
      input.companyHeadcount,
      from(interviewDay),
      interviewDay,
      'Lors de l’entretien préalable',
    );
    lettersAfterThirtyDays(context, input.companyHeadcount, interviewDay);
  }
  notice(context);
  return CONVOCATION_PRESENTED;
}

/** L1233-39 first paragraph: companies under 50, letters 30 days after the project's notification. */
function lettersAfterThirtyDays(context: Context, headcount: number, projectDay: number): void {
  const letters = context.calendar.calendarDays(projectDay, 30);
  step(
    context,
    'notification',
    'Envoi des lettres de licenciement',
    from(letters.earliest),
    ['L1233-39', 'R1231-1'],
    `Lettres recommandées avec avis de réception, envoyées au plus tôt le ${day(letters.earliest)} : 30 jours après la ` +
      `notification du projet à la DREETS ; ${expiryText(letters, false)}.`,
  );
  reclassificationLeave(context, headcount, from(letters.earliest));
}

/** L1233-57-4 and L1233-39 second paragraph: the DREETS validates or homologates the PSE, then the letters. */
function pseDecisionAndLetters(context: Context, headcount: number, requestMoment: string): void {
  step(
    context,
    'dreets-decision',
    'Validation ou homologation du PSE par la DREETS',
    { kind: 'undated' },
    ['L1233-57-1', 'L1233-57-3', 'L1233-57-4'],
    `La demande est transmise ${requestMoment} ; la DREETS notifie sa décision dans les 15 jours de la réception ` +
      'de l’accord collectif (validation) ou dans les 21 jours de la réception du document complet de l’employeur ' +
      '(homologation) ; son silence vaut acceptation.',
  );
  cspOffer(
    context,
    headcount,
    { kind: 'undated' },
    null,
    'Après la notification de la décision de la DREETS',
  );
  step(
    context,
    'notification',
    'Envoi des lettres de licenciement',
    { kind: 'undated' },
    ['L1233-39', 'L1233-57-4'],
    'Les lettres recommandées avec avis de réception ne peuvent être envoyées qu’après la notification de la ' +
      'décision de validation ou d’homologation, ou l’expiration des délais de la DREETS, à peine de nullité.',
  );
  reclassificationLeave(context, headcount, { kind: 'undated' });
}

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`labour-law: ${what} must be a whole number from 1, got ${value}`);
  }
}

/**
 * The dismissal procedure for the answers of the decision tree, with its calendar from `startDate`.
 * RangeError for a date that is not `YYYY-MM-DD`, a count of employees or a headcount that is not a whole
 * number from 1, or more employees concerned than the company has.
 */
export function computeDismissalProcedure(input: DismissalProcedureInput): DismissalProcedure {
  const start = parseIsoDate(input.startDate, 'startDate');
  const options: HolidayOptions = { alsaceMoselle: input.alsaceMoselle === true };
  const context: Context = { calendar: delayCalendar(options), steps: [], notes: [] };
  let track: ProcedureTrack;
  let startEvent: string;
  if (input.motive === 'personal') {
    track = 'personal';
    personalTrack(context, start, input.disciplinary === true);
    startEvent = CONVOCATION_PRESENTED;
  } else {
    assertCount(input.employeesConcerned, 'employeesConcerned');
    assertCount(input.companyHeadcount, 'companyHeadcount');
    if (input.employeesConcerned > input.companyHeadcount) {
      throw new RangeError(
        `labour-law: ${input.employeesConcerned} employees concerned in a company of ${input.companyHeadcount}`,
      );
    }
    if (!input.hasCse && input.companyHeadcount >= CSE_HEADCOUNT) {
      context.notes.push(
        rule(
          ['L1235-15', 'L2311-2'],
          'Entreprise d’au moins 11 salariés sans CSE : sans procès-verbal de carence, la procédure est irrégulière ' +
            'et chaque salarié a droit à au moins un mois de salaire brut en plus de ses indemnités.',
        ),
      );
    }
    if (input.employeesConcerned < 10) {
      track = input.employeesConcerned === 1 ? 'economic-individual' : 'economic-2-to-9';
      startEvent = economicUnderTenTrack(context, start, input);
    } else {
      track = input.companyHeadcount >= PSE_HEADCOUNT ? 'economic-10-or-more-pse' : 'economic-10-or-more';
      startEvent = economicTenOrMoreTrack(context, start, input);
    }
  }
  return {
    track,
    title: PROCEDURE_TRACKS[track],
    startDate: formatIsoDate(start),
    startEvent,
    steps: context.steps,
    notes: context.notes,
    ...explained([
      ...context.notes,
      ...context.steps.map(({ articles, explanation }) => ({ articles, explanation })),
    ]),
  };
}

/**
 * Who may assist the employee at the preliminary interview (L1232-4): a member of the staff, or, where
 * the company has no staff representatives, a conseiller du salarié from the prefecture's list, which
 * the convocation names.
 */
export const INTERVIEW_ASSISTANCE: FigureRule<'interview-assistance'> = figureRule(
  'interview-assistance',
  'assistance du salarié à l’entretien préalable',
  'un salarié de l’entreprise, ou un conseiller du salarié s’il n’y a pas de représentants du personnel',
  ['L1232-4'],
  'Le salarié peut se faire assister à l’entretien préalable par une personne de son choix appartenant au personnel de ' +
    'l’entreprise ; s’il n’y a pas de représentants du personnel (pas de CSE), il peut aussi choisir un conseiller du ' +
    'salarié sur la liste dressée par l’administration. La lettre de convocation mentionne cette possibilité et l’adresse ' +
    'des services où la liste est tenue à sa disposition.',
);
