/**
 * The assistant's answers to a figure the calculators compute (issue 28 §1): the figures the
 * visitor gave are run through `@dirigeo/labour-law` or `@dirigeo/payroll-calc`, the very functions
 * the simulators run, and the answer states the result, each rule applied with its articles, and a
 * link to the simulator prefilled with those figures. A figure the computation needs and the
 * question does not give is asked for in one short question.
 */
import {
  type AppliedRule,
  computeConventionalTerminationIndemnity,
  computeDismissalIndemnity,
  computeDismissalNotice,
  computeDismissalProcedure,
  computeNoticeEndDate,
  computePaidLeaveIndemnity,
  computePrecarityIndemnity,
  PRECARITY_RATE_PERCENT,
  computeReferenceSalary,
  computeResignationNotice,
  computeRetirementIndemnity,
  computeRetirementNotice,
  computeSeniority,
} from '@dirigeo/labour-law';
import {
  type CompanySize,
  formatEuros,
  simulateExactCharges,
  simulateExactChargesForNet,
  smicInForce,
} from '@dirigeo/payroll-calc';
import { toolSimulators } from '@dirigeo/site-content';
import { escapeHtml, link } from '../compose-answer.ts';
import type { CalculatorId, Intent } from './recognise-intent.ts';

type Calculation = Extract<Intent, { kind: 'calculation' }>;

/** What the calculation answers: HTML, and whether it still waits for a figure. */
export interface CalculationAnswer {
  html: string;
  /** The figure asked for, when one is missing. */
  asks: 'seniority' | 'amount' | null;
}

const NBSP = '\u00a0';

/** The page of an article of the Code du travail on our site. */
export function articleHref(article: string): string {
  return `/code-du-travail/article/${article}`;
}

function articleLinks(articles: readonly string[]): string {
  return articles.map((article) => link(articleHref(article), `article ${article}`)).join(', ');
}

/**
 * Rules asked as such, each its label and its figure (« Délai de rétractation… : <strong>15 jours
 * calendaires</strong> »), the label capitalised unless it is to be read after an introduction.
 */
export function figureList(rules: readonly { label: string; figure: string }[], capitalised = true): string {
  return `<ul>${rules
    .map(
      ({ label, figure }) =>
        `<li>${escapeHtml(capitalised ? label.charAt(0).toUpperCase() + label.slice(1) : label)}\u00a0: <strong>${escapeHtml(figure)}</strong></li>`,
    )
    .join('')}</ul>`;
}

export function rulesList(rules: readonly AppliedRule[]): string {
  return `<ul>${rules
    .map((rule) => `<li>${escapeHtml(rule.explanation)} (${articleLinks(rule.articles)})</li>`)
    .join('')}</ul>`;
}

/** The simulator page a calculation opens: the gross-to-net one for an officer's or an employee's pay. */
function simulatorPage(id: CalculatorId): string {
  return id === 'charges-dirigeant' || id === 'salaire-brut-net' ? 'brut-net' : id;
}

function simulatorName(id: CalculatorId): string {
  return toolSimulators.find((tool) => tool.id === simulatorPage(id))?.nom ?? 'le simulateur';
}

/** `YYYY-MM-DD` of a UTC date. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of a contract `months` before `today`, as the simulators' dates step takes it. */
function startDateBefore(today: Date, months: number): string {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return isoDay(start);
}

/**
 * The simulator's page, prefilled with what the question gave: its fields are named as the
 * simulator's form names them (`apps/marketing`'s simulators read them from the address).
 */
export function simulatorHref(id: CalculatorId, fields: Record<string, string>): string {
  const path = `/outils/simulateur/${simulatorPage(id)}`;
  const query = new URLSearchParams(fields).toString();
  return query ? `${path}?${query}` : path;
}

function simulatorLink(id: CalculatorId, fields: Record<string, string>, text: string): string {
  return `<p>${link(simulatorHref(id, fields), text)}</p>`;
}

function years(months: number): string {
  const whole = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = whole === 0 ? '' : whole === 1 ? '1 an' : `${whole} ans`;
  const monthsText = rest === 0 ? '' : `${rest} mois`;
  return [yearsText, monthsText].filter(Boolean).join(' et ') || '0 mois';
}

function monthsText(months: number): string {
  return months === 1 ? '1 mois' : `${String(months).replace('.', ',')} mois`;
}

/** Cents as the answers write them (« 1 234,56 € »), escaped for the HTML. */
export function euros(cents: number): string {
  return escapeHtml(formatEuros(cents));
}

function ask(
  question: string,
  id: CalculatorId,
  asks: 'seniority' | 'amount',
  extra = '',
): CalculationAnswer {
  return {
    html:
      `<p>${escapeHtml(question)}</p>` +
      simulatorLink(
        id,
        {},
        `Ou faites le calcul complet avec le simulateur «${NBSP}${simulatorName(id)}${NBSP}»`,
      ) +
      extra,
    asks,
  };
}

const SENIORITY_QUESTION = `Pour vous donner le chiffre exact, quelle est l’ancienneté du salarié${NBSP}? (par exemple «${NBSP}3 ans${NBSP}» ou «${NBSP}18 mois${NBSP}»)`;

/** « au moins (embauche en 2019) »: a seniority read from the hiring year is its least. */
function hiredText(intent: Calculation): string {
  if (intent.employmentDates) return ` (embauche le ${longDate(intent.employmentDates.hiredOn)})`;
  const hired = intent.hiredIn;
  if (!hired) return '';
  const month = hired.month
    ? `${new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(hired.year, hired.month - 1, 1)))} `
    : '';
  return ` au moins (embauche en ${month}${hired.year})`;
}

/** « 14 mai 2026 » for `2026-05-14`, « 1er mars 2019 » for `2019-03-01`. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/^1 /, '1er ');
}

/**
 * The seniority a hiring year gives on `on` (« chez nous depuis 2019 »), when it puts the employee
 * in one band of the notice whatever the day of hiring: hired on the year's (or month's) last day,
 * the employee has the least; on its first day, the most. Null when the two fall in different bands.
 */
function seniorityFromHiring(intent: Calculation, on: Date): number | null {
  const hired = intent.hiredIn;
  if (!hired) return null;
  const earliest = isoDay(new Date(Date.UTC(hired.year, (hired.month ?? 1) - 1, 1)));
  const latest = isoDay(new Date(Date.UTC(hired.year, hired.month ?? 12, 0)));
  const endDate = isoDay(on);
  if (latest > endDate) return null;
  // The package's own count of complete months (the notice's, L1234-1), from each possible first day.
  const least = computeSeniority({ startDate: latest, endDate }).wholeMonths;
  const most = computeSeniority({ startDate: earliest, endDate }).wholeMonths;
  const band = (months: number) => computeDismissalNotice({ seniorityMonths: months }).months;
  return band(least) === band(most) ? least : null;
}

/**
 * « Les 98 jours d’arrêt maladie non professionnel (du … au …) ne comptent pas dans l’ancienneté : le
 * contrat était suspendu (article …). », or nothing when no day was taken off.
 */
function absencesNotCounted(
  absences: NonNullable<Calculation['employmentDates']>['absences'],
  deductedDays: number,
  articles: readonly string[],
): string {
  if (!absences || absences.length === 0 || deductedDays <= 0) return '';
  const words = [...new Set(absences.map((absence) => absence.kind))]
    .map((kind) => (kind === 'unpaid-leave' ? 'de congé sans solde' : 'd’arrêt maladie non professionnel'))
    .join(' et ');
  const spans = absences
    .map((absence) => `du ${longDate(absence.from)} au ${longDate(absence.to)}`)
    .join(', ');
  return `${deductedDays === 1 ? 'Le jour' : `Les ${deductedDays}${NBSP}jours`} ${words} (${spans}) ${deductedDays === 1 ? 'ne compte' : 'ne comptent'} pas dans l’ancienneté${NBSP}: le contrat était suspendu (${articleLinks(articles)}).`;
}

function dismissalNotice(intent: Calculation, today: Date): CalculationAnswer {
  // The hiring day and the letter's (« embauché le 17 février 2025, lettre présentée le 16 décembre
  // 2026 »): the seniority on the day the letter is presented (L1234-1), as the package counts it.
  const dates = intent.seniorityMonths === null ? intent.employmentDates : undefined;
  if (dates) {
    // Less a non-professional sick leave's or an unpaid leave's days (L1234-8), said first.
    const { wholeMonths, deductedDays } = computeSeniority({
      startDate: dates.hiredOn,
      endDate: dates.eventOn,
      absences: dates.absences ?? [],
    });
    const answer = dismissalNotice(
      { ...intent, seniorityMonths: wholeMonths, presentedOn: dates.eventOn },
      today,
    );
    const note = absencesNotCounted(dates.absences, deductedDays, ['L1234-8']);
    return note ? { ...answer, html: `<p>${note}</p>${answer.html}` } : answer;
  }
  const presented = intent.presentedOn ? new Date(`${intent.presentedOn}T00:00:00Z`) : today;
  const fromHiring = intent.seniorityMonths === null ? seniorityFromHiring(intent, presented) : null;
  if (fromHiring !== null) return dismissalNotice({ ...intent, seniorityMonths: fromHiring }, today);
  if (intent.seriousMisconduct) {
    const notice = computeDismissalNotice({ seniorityMonths: 0, seriousMisconduct: true });
    return {
      html: `<p><strong>Pas de préavis</strong> en cas de licenciement pour faute grave ou lourde.</p>${rulesList(notice.rules)}`,
      asks: null,
    };
  }
  if (intent.seniorityMonths === null) {
    // The legal grid, each line computed by the package for a seniority of that band.
    const grid = [3, 12, 36].map((months) => computeDismissalNotice({ seniorityMonths: months }).months);
    const [under6, under24, over24] = grid;
    const band = (value: number | null | undefined) =>
      value === null || value === undefined
        ? 'fixé par la convention collective ou les usages'
        : monthsText(value);
    return ask(
      SENIORITY_QUESTION,
      'preavis-licenciement',
      'seniority',
      `<p>La durée légale dépend de l’ancienneté (${articleLinks(['L1234-1'])})${NBSP}:</p><ul>` +
        `<li>moins de 6 mois${NBSP}: ${band(under6)}${NBSP};</li>` +
        `<li>de 6 mois à moins de 2 ans${NBSP}: ${band(under24)}${NBSP};</li>` +
        `<li>2 ans ou plus${NBSP}: ${band(over24)}.</li></ul>`,
    );
  }
  const notice = computeDismissalNotice({
    seniorityMonths: intent.seniorityMonths,
    disabledWorker: intent.disabledWorker,
  });
  const result =
    notice.months === null
      ? `Avec ${years(intent.seniorityMonths)} d’ancienneté, la loi ne fixe pas la durée du préavis de licenciement${NBSP}: <strong>c’est la convention collective ou, à défaut, les usages</strong>.`
      : `Avec ${years(intent.seniorityMonths)} d’ancienneté${hiredText(intent)}, le préavis légal de licenciement est de <strong>${monthsText(notice.months)}</strong>.`;
  // Its last day, when the day the letter was presented is stated (L1234-3: the notice starts then).
  const ends =
    intent.presentedOn && notice.months !== null && notice.months >= 1
      ? `<p>La lettre de licenciement ayant été présentée le ${longDate(intent.presentedOn)}, le préavis se termine le <strong>${longDate(computeNoticeEndDate({ presentedOn: intent.presentedOn, months: notice.months }))}</strong> au soir (${articleLinks(['L1234-3'])}).</p>`
      : '';
  return {
    html:
      `<p>${result}</p>${ends}${rulesList(notice.rules)}` +
      simulatorLink(
        'preavis-licenciement',
        {
          seriousMisconduct: 'non',
          startDate: intent.employmentDates?.hiredOn ?? startDateBefore(today, intent.seniorityMonths),
          endDate: intent.employmentDates?.eventOn ?? isoDay(today),
        },
        `Vérifier avec les dates exactes et les absences dans le simulateur «${NBSP}${simulatorName('preavis-licenciement')}${NBSP}»`,
      ),
    asks: null,
  };
}

function retirementNotice(intent: Calculation, today: Date): CalculationAnswer {
  if (intent.seniorityMonths === null) return ask(SENIORITY_QUESTION, 'preavis-retraite', 'seniority');
  const notice = computeRetirementNotice({
    initiator: intent.retiredBy ?? 'employee',
    seniorityMonths: intent.seniorityMonths,
    disabledWorker: intent.disabledWorker,
  });
  const result =
    notice.months === null
      ? `Avec ${years(intent.seniorityMonths)} d’ancienneté, la durée du préavis est fixée par la convention collective ou les usages.`
      : `Avec ${years(intent.seniorityMonths)} d’ancienneté, le préavis de départ ou de mise à la retraite est de <strong>${monthsText(notice.months)}</strong> (le même que celui du licenciement).`;
  const indemnity = intent.amountCents === null ? '' : retirementIndemnityText(intent, intent.amountCents);
  return {
    html:
      `<p>${result}</p>${rulesList(notice.rules)}${indemnity}` +
      simulatorLink(
        'preavis-retraite',
        { startDate: startDateBefore(today, intent.seniorityMonths), endDate: isoDay(today) },
        `Faire le calcul dans le simulateur «${NBSP}${simulatorName('preavis-retraite')}${NBSP}»`,
      ),
    asks: null,
  };
}

/**
 * The retirement's legal indemnity from labour-law, when the salary is told: the departure's (D1237-1)
 * or the retirement by the employer's (L1237-7, the dismissal indemnity), or both when the question
 * does not say who ends the contract.
 */
function retirementIndemnityText(intent: Calculation, salaryCents: number): string {
  const seniorityYears = (intent.seniorityMonths ?? 0) / 12;
  const text = (initiator: 'employee' | 'employer') => {
    const indemnity = computeRetirementIndemnity({
      initiator,
      seniorityYears,
      referenceSalaryCents: salaryCents,
    });
    const who =
      initiator === 'employee'
        ? 'd’un départ volontaire à la retraite'
        : 'd’une mise à la retraite par l’employeur';
    return indemnity.eligible
      ? `<p>L’indemnité légale ${who} est d’au moins <strong>${euros(indemnity.amountCents)}</strong> sur un salaire de référence de ${euros(salaryCents)}.</p>${rulesList(indemnity.rules)}`
      : `<p>L’indemnité légale ${who} n’est pas due${NBSP}: ${escapeHtml(indemnity.rules[0]?.explanation ?? '')}</p>`;
  };
  return intent.retiredBy ? text(intent.retiredBy) : text('employee') + text('employer');
}

function resignationNotice(intent: Calculation, today: Date): CalculationAnswer {
  const { profession } = intent;
  if (profession !== undefined) {
    const name = profession === 'vrp' ? 'd’un VRP' : 'd’un journaliste professionnel';
    if (intent.seniorityMonths === null) {
      return ask(
        `La loi fixe le préavis de démission ${name} selon son ancienneté${NBSP}: depuis combien de temps est-il dans l’entreprise${NBSP}? (par exemple «${NBSP}3 ans${NBSP}» ou «${NBSP}18 mois${NBSP}»)`,
        'preavis-demission',
        'seniority',
      );
    }
    const notice = computeResignationNotice({ profession, seniorityMonths: intent.seniorityMonths });
    return {
      html:
        `<p>Avec ${years(intent.seniorityMonths)} d’ancienneté, le préavis de démission ${name} est d’au moins <strong>${monthsText(notice.months ?? 0)}</strong>${NBSP}: c’est la loi qui le fixe, la convention collective ou le contrat pouvant prévoir plus.</p>` +
        rulesList(notice.rules) +
        simulatorLink(
          'preavis-demission',
          {
            profession,
            startDate: startDateBefore(today, intent.seniorityMonths),
            endDate: isoDay(today),
          },
          `Faire le calcul dans le simulateur «${NBSP}${simulatorName('preavis-demission')}${NBSP}»`,
        ),
      asks: null,
    };
  }
  const notice = computeResignationNotice();
  return {
    html:
      `<p>La loi ne fixe pas la durée du préavis de démission${NBSP}: <strong>c’est la convention collective</strong> qui la fixe, ou à défaut les usages de la profession (sauf pour les VRP et les journalistes, dont la loi fixe le préavis).</p>` +
      simulatorLink(
        'preavis-demission',
        {},
        `Voir le simulateur «${NBSP}${simulatorName('preavis-demission')}${NBSP}»`,
      ) +
      rulesList(notice.rules),
    asks: null,
  };
}

/**
 * The seniority the dates a question states give (`employmentDates`), as the package counts it: for a
 * dismissal, the notice on the day the letter is presented (L1234-1), the amount at the notice's end,
 * worked or not (none for a faute grave); for a conventional termination, on the agreed end. With the
 * sentence that says how it was counted.
 */
function datedSeniority(
  intent: Calculation,
  conventional: boolean,
): { months: number; monthsAtNotification: number; explained: string } | null {
  // The dates are exact where a seniority stated in words may be a rule's threshold (« au-dessus de 10 ans »).
  const dates = intent.employmentDates;
  if (!dates) return null;
  const { hiredOn, eventOn } = dates;
  // A non-professional sick leave or an unpaid leave suspends the contract: its days do not count
  // (L1234-8, L1234-11).
  const absences = dates.absences ?? [];
  const seniorityOn = (endDate: string) => computeSeniority({ startDate: hiredOn, endDate, absences });
  const atEventSeniority = seniorityOn(eventOn);
  const atEvent = atEventSeniority.wholeMonths;
  const deducted =
    atEventSeniority.deductedDays > 0
      ? ` ${absencesNotCounted(absences, atEventSeniority.deductedDays, ['L1234-11'])}`
      : '';
  if (conventional) {
    return {
      months: atEvent,
      monthsAtNotification: atEvent,
      explained: `Du ${longDate(hiredOn)} (embauche) au ${longDate(eventOn)} (fin du contrat convenue)${NBSP}: ${years(atEvent)} d’ancienneté.${deducted}`,
    };
  }
  const notice = intent.seriousMisconduct
    ? null
    : computeDismissalNotice({ seniorityMonths: atEvent, disabledWorker: intent.disabledWorker }).months;
  if (!notice) {
    return {
      months: atEvent,
      monthsAtNotification: atEvent,
      explained: `Du ${longDate(hiredOn)} (embauche) au ${longDate(eventOn)} (présentation de la lettre de licenciement)${NBSP}: ${years(atEvent)} d’ancienneté.${deducted}`,
    };
  }
  const endOfNotice = computeNoticeEndDate({ presentedOn: eventOn, months: notice });
  const atEnd = seniorityOn(endOfNotice).wholeMonths;
  return {
    months: atEnd,
    monthsAtNotification: atEvent,
    explained:
      `Du ${longDate(hiredOn)} (embauche) au ${longDate(eventOn)} (présentation de la lettre de licenciement)${NBSP}: ${years(atEvent)} d’ancienneté, donc un préavis de ${monthsText(notice)} (${articleLinks(['L1234-1'])}) qui se termine le ${longDate(endOfNotice)}${NBSP}; ` +
      `l’indemnité se calcule sur l’ancienneté au terme du préavis, effectué ou non${NBSP}: ${years(atEnd)}.${deducted}`,
  };
}

function dismissalIndemnity(intent: Calculation, today: Date, conventional: boolean): CalculationAnswer {
  const dated = datedSeniority(intent, conventional);
  if (dated) {
    return dismissalIndemnityOn({ ...intent, seniorityMonths: dated.months }, today, conventional, dated);
  }
  return dismissalIndemnityOn(intent, today, conventional, null);
}

function dismissalIndemnityOn(
  intent: Calculation,
  today: Date,
  conventional: boolean,
  dated: { monthsAtNotification: number; explained: string } | null,
): CalculationAnswer {
  const id: CalculatorId = conventional ? 'indemnite-rupture-conventionnelle' : 'indemnite-licenciement';
  if (!conventional && intent.seriousMisconduct) {
    const result = computeDismissalIndemnity({
      seniorityYears: 0,
      referenceSalaryCents: 0,
      seriousMisconduct: true,
    });
    return {
      html: `<p><strong>Aucune indemnité légale</strong> de licenciement.</p>${rulesList(result.rules)}`,
      asks: null,
    };
  }
  const professionalInaptitude = !conventional && intent.professionalInaptitude === true;
  if (
    intent.seniorityMonths !== null &&
    (dated?.monthsAtNotification ?? intent.seniorityMonths) < 8 &&
    !conventional &&
    !professionalInaptitude
  ) {
    // Under 8 months, no legal indemnity: no salary is needed to say so.
    const result = computeDismissalIndemnity({
      seniorityYears: intent.seniorityMonths / 12,
      referenceSalaryCents: 0,
    });
    return {
      html:
        `${dated ? `<p>${dated.explained}</p>` : ''}<p>Avec ${years(dated?.monthsAtNotification ?? intent.seniorityMonths)} d’ancienneté, <strong>l’indemnité légale de licenciement n’est pas due</strong>.</p>${rulesList(result.rules)}` +
        '<p>La convention collective ou le contrat peuvent en prévoir une.</p>',
      asks: null,
    };
  }
  if (intent.seniorityMonths === null) return ask(SENIORITY_QUESTION, id, 'seniority');
  if (intent.amountCents === null) {
    return ask(
      `Quel est le salaire brut mensuel de référence du salarié${NBSP}? (la moyenne des 12 ou des 3 derniers mois, la plus favorable, par exemple «${NBSP}2${NBSP}500${NBSP}€${NBSP}»)`,
      id,
      'amount',
    );
  }
  const seniorityYears = intent.seniorityMonths / 12;
  // The reference salary is a gross: a net stated is turned into the gross that gives it.
  const fromNet = intent.netAmount ? grossForNet(intent, today) : null;
  // A pay that changed over the last 12 months: the more favourable of its two averages (R1234-4).
  const reference = intent.payHistoryCents
    ? computeReferenceSalary({ last12MonthsCents: intent.payHistoryCents })
    : null;
  const referenceSalaryCents = reference?.referenceSalaryCents ?? fromNet?.grossCents ?? intent.amountCents;
  const result = conventional
    ? {
        eligible: true,
        ...computeConventionalTerminationIndemnity({ seniorityYears, referenceSalaryCents }),
      }
    : computeDismissalIndemnity({
        seniorityYears,
        referenceSalaryCents,
        ...(professionalInaptitude ? { professionalInaptitude: true } : {}),
        ...(dated ? { seniorityMonthsAtNotification: dated.monthsAtNotification } : {}),
      });
  const what = conventional
    ? 'l’indemnité spécifique de rupture conventionnelle est au minimum de'
    : professionalInaptitude
      ? 'l’indemnité spéciale de licenciement (inaptitude d’origine professionnelle) est d’au moins'
      : 'l’indemnité légale de licenciement est de';
  const sentence = result.eligible
    ? `Pour ${years(intent.seniorityMonths)} d’ancienneté et un salaire de référence de ${euros(referenceSalaryCents)}${intent.atSmic ? ` (le SMIC mensuel brut pour 35${NBSP}heures en vigueur)` : ''}${fromNet ? ` brut (${fromNet.explained})` : ''}${yearly(intent)}, ${what} <strong>${euros(result.amountCents)}</strong>.`
    : `Avec ${years(intent.seniorityMonths)} d’ancienneté, <strong>l’indemnité légale de licenciement n’est pas due</strong>.`;
  const monthly = String(Math.round(referenceSalaryCents / 100));
  return {
    html:
      `${dated ? `<p>${dated.explained}</p>` : ''}<p>${sentence}</p>${reference ? rulesList(reference.rules) : ''}${rulesList(result.rules)}` +
      '<p>La convention collective ou le contrat peuvent prévoir davantage.</p>' +
      simulatorLink(
        id,
        {
          ...(conventional
            ? {}
            : { motive: professionalInaptitude ? 'professional-inaptitude' : 'ordinary' }),
          startDate: intent.employmentDates?.hiredOn ?? startDateBefore(today, intent.seniorityMonths),
          endDate: intent.employmentDates?.eventOn ?? isoDay(today),
          salary: monthly,
        },
        `Affiner avec les dates, les absences et les salaires exacts dans le simulateur «${NBSP}${simulatorName(id)}${NBSP}»`,
      ),
    asks: null,
  };
}

/**
 * A CDD's total gross pay: a monthly salary and a duration (« 6 mois à 2 000 € ») give it, a bonus
 * stated on top (« + une prime de 600 ») is part of it; otherwise, or when said to be (« au total »),
 * the amount is the total. Null when no amount is told.
 */
function contractPay(intent: Calculation): { monthly: boolean; bonus: number; total: number } | null {
  if (intent.amountCents === null) return null;
  const monthly = intent.seniorityMonths !== null && intent.amountCents < 1_500_000 && !intent.amountIsTotal;
  const bonus = monthly ? (intent.bonusCents ?? 0) : 0;
  const total = monthly ? intent.amountCents * (intent.seniorityMonths ?? 0) + bonus : intent.amountCents;
  return { monthly, bonus, total };
}

/**
 * The paid leave's indemnity asked beside a CDD's end: a tenth of the total gross pay, to which the
 * end-of-contract indemnity is added when due (L1243-8), for the days not taken (L1242-16).
 */
function fixedTermPaidLeave(totalCents: number, precarityCents: number): string {
  const base = totalCents + precarityCents;
  const { amountCents } = computePaidLeaveIndemnity({ referenceGrossCents: base });
  const basis =
    precarityCents > 0
      ? `d’au moins un dixième de la rémunération totale brute, à laquelle s’ajoute l’indemnité de fin de contrat (${articleLinks(['L1243-8'])})`
      : 'd’au moins un dixième de la rémunération totale brute';
  return `<p>L’indemnité compensatrice de congés payés, pour les jours acquis et non pris, est ${basis}${NBSP}: 10${NBSP}% de ${euros(base)}, soit <strong>${euros(amountCents)}</strong> si aucun jour n’a été pris (${articleLinks(['L1242-16', 'L3141-24'])}).</p>`;
}

function precarity(intent: Calculation): CalculationAnswer {
  const pay = contractPay(intent);
  if (intent.precarityExclusion !== undefined) {
    // A case of L1243-10 or L1243-8: nothing is due, whatever the pay; the paid leave's indemnity still is.
    const result = computePrecarityIndemnity({ totalGrossCents: 0, excluded: intent.precarityExclusion });
    return {
      html:
        `<p>L’indemnité de fin de CDD (prime de précarité) <strong>n’est pas due</strong> dans ce cas.</p>` +
        rulesList(result.rules) +
        (intent.withPaidLeave && pay ? fixedTermPaidLeave(pay.total, 0) : '') +
        simulatorLink(
          'indemnite-precarite',
          {},
          `Vérifier votre cas dans le simulateur «${NBSP}${simulatorName('indemnite-precarite')}${NBSP}»`,
        ),
      asks: null,
    };
  }
  if (pay === null || intent.amountCents === null) {
    return ask(
      `Quelle est la rémunération totale brute versée pendant le CDD${NBSP}? (par exemple «${NBSP}12${NBSP}000${NBSP}€${NBSP}»)`,
      'indemnite-precarite',
      'amount',
      `<p>L’indemnité de fin de contrat est de <strong>${PRECARITY_RATE_PERCENT}${NBSP}%</strong> de la rémunération totale brute versée pendant le CDD, avec le dernier salaire (${articleLinks(['L1243-8'])}), sauf dans les cas où la loi l’exclut (${articleLinks(['L1243-8', 'L1243-10'])})${NBSP}: CDD suivi d’un CDI, emploi saisonnier ou d’usage, job d’un étudiant pendant ses vacances, CDI proposé et refusé, rupture anticipée à l’initiative du salarié ou pour faute grave.</p>`,
    );
  }
  const { monthly, bonus, total } = pay;
  const result = computePrecarityIndemnity({ totalGrossCents: total });
  const basis = !monthly
    ? `une rémunération totale brute de ${euros(total)}`
    : `${monthsText(intent.seniorityMonths ?? 0)} à ${euros(intent.amountCents)}${bonus > 0 ? ` et une prime de ${euros(bonus)}` : ''}, soit ${euros(total)} de rémunération totale brute`;
  return {
    html:
      `<p>Pour ${basis}, l’indemnité de fin de CDD est de <strong>${euros(result.amountCents)}</strong>, sauf cas d’exclusion (CDD suivi d’un CDI, contrat saisonnier, étudiant pendant ses vacances…).</p>` +
      rulesList(result.rules) +
      (intent.withPaidLeave ? fixedTermPaidLeave(total, result.amountCents) : '') +
      simulatorLink(
        'indemnite-precarite',
        { totalGross: String(Math.round(total / 100)) },
        `Vérifier les cas d’exclusion dans le simulateur «${NBSP}${simulatorName('indemnite-precarite')}${NBSP}»`,
      ),
    asks: null,
  };
}

/**
 * An individual economic dismissal: the package's own steps for the interview and the letter
 * (L1233-11, L1233-15), whose delays differ from a personal motive's and from a manager's.
 */
function economicProcedure(intent: Calculation, today: Date): CalculationAnswer {
  const start = intent.presentedOn ?? isoDay(today);
  const result = computeDismissalProcedure({
    motive: 'economic',
    startDate: start,
    employeesConcerned: 1,
    companyHeadcount: 1,
    hasCse: false,
    managerialStaff: intent.managerialStaff === true,
  });
  const steps = result.steps.filter((step) => step.id === 'interview' || step.id === 'notification');
  return {
    html:
      `<p>Pour un <strong>${escapeHtml(result.title.toLowerCase())}</strong>${intent.managerialStaff ? ' d’un cadre' : ''}, ${presented(intent)}${NBSP}:</p>` +
      `<ul>${steps
        .map(
          (step) =>
            `<li><strong>${escapeHtml(step.title)}</strong>${NBSP}: ${escapeHtml(step.explanation)} (${articleLinks(step.articles)})</li>`,
        )
        .join('')}</ul>` +
      simulatorLink(
        'procedure-licenciement',
        { motive: 'economic', startDate: start, employeesConcerned: '1' },
        `Calculer les dates de votre procédure (effectif, CSE, licenciement collectif) avec le simulateur «${NBSP}${simulatorName('procedure-licenciement')}${NBSP}»`,
      ),
    asks: null,
  };
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** « pour une convocation présentée le 2 mars 2026 », or today as the example. */
function presented(intent: Calculation): string {
  return intent.presentedOn
    ? `pour une convocation présentée le ${longDate(intent.presentedOn)}`
    : 'exemple pour une convocation présentée aujourd’hui';
}

function procedure(intent: Calculation, today: Date): CalculationAnswer {
  const start = intent.presentedOn ?? isoDay(today);
  const result = computeDismissalProcedure({
    motive: 'personal',
    startDate: start,
    ...(intent.alsaceMoselle ? { alsaceMoselle: true } : {}),
  });
  const interview = result.steps.find((step) => step.id === 'interview');
  const letter = result.steps.find((step) => step.id === 'notification');
  const steps = [interview, letter].filter((step) => step !== undefined);
  return {
    html:
      `<p>L’entretien préalable ne peut pas avoir lieu moins de <strong>5 jours ouvrables</strong> après la présentation de la lettre de convocation (ou sa remise en main propre)${NBSP}; la lettre de licenciement part au plus tôt <strong>2 jours ouvrables</strong> après l’entretien.</p>` +
      `<p>${capitalised(presented(intent))}${intent.alsaceMoselle ? `, en Alsace-Moselle, où le Vendredi saint et le 26${NBSP}décembre sont aussi fériés (${articleLinks(['L3134-13'])})` : ''}${NBSP}:</p>` +
      rulesList(steps) +
      simulatorLink(
        'procedure-licenciement',
        { motive: 'personal', startDate: start },
        `Calculer les dates de votre procédure avec le simulateur «${NBSP}${simulatorName('procedure-licenciement')}${NBSP}»`,
      ),
    asks: null,
  };
}

/** « 7,5 % », as French writes a rate. */
function percent(value: number): string {
  return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value)}${NBSP}%`;
}

/** « , soit 36 000,00 € par an sur 12 mois » when the question gave a year's amount. */
function yearly(intent: Calculation): string {
  return intent.annualAmountCents === undefined
    ? ''
    : `, soit ${euros(intent.annualAmountCents)} par an sur 12${NBSP}mois`;
}

/**
 * The monthly gross that gives the net the question states, for a full-time employee (a cadre when
 * the question says so), with the year's rates, and how it was found, for the answer to say.
 */
function grossForNet(intent: Calculation, today: Date): { grossCents: number; explained: string } | null {
  if (intent.amountCents === null) return null;
  const simulation = simulateExactChargesForNet({
    contractType: 'cdi',
    regime: intent.managerialStaff ? 'employee-cadre' : 'employee-non-cadre',
    netBeforeTaxCents: intent.amountCents,
    companySize: 'moins-11',
    on: today,
  });
  return {
    grossCents: simulation.payslip.grossCents,
    explained: `le brut qui donne ${euros(intent.amountCents)} net avant impôt pour un salarié ${intent.managerialStaff ? 'cadre' : 'non cadre'} à temps plein, taux officiels ${simulation.year}${NBSP}; le bulletin de paie donne le brut exact`,
  };
}

/** The staff class of `@dirigeo/payroll-calc` for a headcount stated, the smallest when none is. */
function companySizeOf(headcount: number | undefined): CompanySize {
  if (headcount === undefined || headcount < 11) return 'moins-11';
  if (headcount < 50) return '11-49';
  return headcount < 250 ? '50-249' : 'plus-250';
}

const COMPANY_SIZE_TEXT: Readonly<Record<CompanySize, string>> = {
  'moins-11': 'de moins de 11 salariés',
  '11-49': 'de 11 à 49 salariés',
  '50-249': 'de 50 à 249 salariés',
  'plus-250': 'de 250 salariés ou plus',
};

/**
 * An officer's or an employee's month of pay, from the gross (« 4 000 € brut ») or from the net
 * sought (« combien de brut pour 2 500 € net »: the smallest gross that gives it), with the year's
 * official rates: the contributions, the net and what the company pays.
 */
function payCharges(intent: Calculation, today: Date): CalculationAnswer {
  const officer = intent.calculator === 'charges-dirigeant';
  const who = officer ? 'le dirigeant' : intent.managerialStaff ? 'le salarié (cadre)' : 'le salarié';
  if (intent.amountCents === null) {
    return ask(
      `Quel est le salaire brut mensuel (ou le net souhaité) pour ${who}${NBSP}? (par exemple «${NBSP}4${NBSP}000${NBSP}€ brut${NBSP}» ou «${NBSP}2${NBSP}500${NBSP}€ net${NBSP}»)`,
      intent.calculator,
      'amount',
    );
  }
  const regime = officer ? 'officer' : intent.managerialStaff ? 'employee-cadre' : 'employee-non-cadre';
  const company = officer ? 'la société' : 'l’employeur';
  const companySize = companySizeOf(intent.headcount);
  // A year named other than this one: its rates, those of its December when past (the year's last).
  const thisYear = today.getUTCFullYear();
  const dayIn = (year: number | undefined) =>
    year === undefined || year === thisYear ? today : new Date(Date.UTC(year, year < thisYear ? 11 : 0, 15));
  // A month named with its year (« mars 2026 »): that month's rates.
  const on =
    intent.payYear !== undefined && intent.payMonth !== undefined
      ? new Date(Date.UTC(intent.payYear, intent.payMonth - 1, 15))
      : dayIn(intent.payYear);
  const common = { contractType: 'cdi', regime, companySize, on } as const;
  // An officer holds a mandate, not a contract of employment: computed as a permanent one (no
  // end-of-contract line), which is what the simulator's officer regime does with « CDI ».
  const stated = {
    ...(intent.withholdingRatePercent === undefined ? {} : { pasRatePercent: intent.withholdingRatePercent }),
    ...(intent.atmpRatePercent === undefined ? {} : { atmpRatePercent: intent.atmpRatePercent }),
    ...(intent.healthInsurance === undefined
      ? {}
      : {
          healthInsuranceMonthlyCents: intent.healthInsurance.monthlyCents,
          healthInsuranceEmployerSharePercent: intent.healthInsurance.employerSharePercent,
        }),
  };
  const simulate = (day: Date, amountCents: number) =>
    intent.netAmount
      ? simulateExactChargesForNet({ ...common, on: day, ...stated, netBeforeTaxCents: amountCents })
      : simulateExactCharges({ ...common, on: day, ...stated, grossCents: amountCents });
  const simulation = simulate(on, intent.amountCents);
  const { payslip } = simulation;
  // « en 2025 et en 2026 »: the same pay with the other year's rates.
  const compared =
    intent.comparedYear === undefined ? null : simulate(dayIn(intent.comparedYear), intent.amountCents);
  const person = officer
    ? 'un dirigeant assimilé salarié (président de SAS ou de SASU, directeur général, gérant minoritaire de SARL)'
    : intent.managerialStaff
      ? 'un salarié cadre à temps plein'
      : 'un salarié non cadre à temps plein';
  const health = intent.healthInsurance;
  const ratesMonth =
    intent.payMonth === undefined
      ? ''
      : `de ${new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(on)} `;
  const assumptions = `taux officiels ${ratesMonth}${simulation.year}, ${officer ? 'société' : 'entreprise'} ${COMPANY_SIZE_TEXT[companySize]}${companySize === 'moins-11' ? '' : ', hors versement mobilité propre à la commune'}${intent.atmpRatePercent === undefined ? '' : `, taux AT/MP de ${percent(intent.atmpRatePercent)}`}, ${health === undefined ? 'sans mutuelle' : `mutuelle de ${euros(health.monthlyCents)} par mois prise en charge à ${percent(health.employerSharePercent)} par ${company}${health.shareStated ? '' : officer ? ', faute de précision' : ', le minimum légal pour un salarié'}`}${intent.withholdingRatePercent === undefined ? `${health === undefined ? ' ni' : ', sans'} prélèvement à la source` : ''}`;
  const smicHourly = smicHourlyOf(intent, today);
  const opening = intent.netAmount
    ? `<p>Pour qu’${person} touche <strong>${euros(intent.amountCents)} net</strong> avant impôt par mois${yearly(intent)}, il faut un salaire brut de <strong>${euros(payslip.grossCents)}</strong> (${assumptions})${NBSP}:</p>`
    : `<p>Pour ${person} payé ${smicHourly ? 'au SMIC, soit ' : ''}<strong>${euros(payslip.grossCents)} brut</strong> par mois${yearly(intent)} (${smicHourly ? `${smicHourly} de l’heure × 151,67${NBSP}heures${NBSP}; ` : ''}${assumptions})${NBSP}:</p>`;
  const reduction =
    !officer &&
    'reductionCents' in payslip &&
    typeof payslip.reductionCents === 'number' &&
    payslip.reductionCents > 0
      ? ` après la réduction générale de ${euros(payslip.reductionCents)}`
      : '';
  return {
    html:
      opening +
      '<ul>' +
      `<li>cotisations salariales${NBSP}: <strong>${euros(payslip.employeeContributions)}</strong>${NBSP};</li>` +
      `<li>cotisations patronales${reduction}${NBSP}: <strong>${euros(payslip.employerContributions)}</strong>${NBSP};</li>` +
      `<li>net avant impôt${NBSP}: <strong>${euros(payslip.netBeforeTax)}</strong>${NBSP};</li>` +
      `<li>net imposable, la base du prélèvement à la source${NBSP}: <strong>${euros(payslip.netTaxable)}</strong>${NBSP};</li>` +
      (intent.withholdingRatePercent === undefined
        ? ''
        : `<li>prélèvement à la source au taux de ${percent(payslip.pasRatePercent)}${NBSP}: <strong>${euros(payslip.pasAmount)}</strong>, soit un net versé de <strong>${euros(payslip.netPaid)}</strong>${NBSP};</li>`) +
      `<li>coût total pour ${company}${NBSP}: <strong>${euros(payslip.employerCost)}</strong>.</li>` +
      '</ul>' +
      (compared === null
        ? ''
        : `<p>Avec les taux de ${compared.year}, pour le même ${intent.netAmount ? 'net' : 'brut'}${NBSP}: ${intent.netAmount ? `salaire brut <strong>${euros(compared.payslip.grossCents)}</strong>, ` : ''}cotisations salariales ${euros(compared.payslip.employeeContributions)}, cotisations patronales ${euros(compared.payslip.employerContributions)}, net avant impôt <strong>${euros(compared.payslip.netBeforeTax)}</strong>, coût total pour ${company} <strong>${euros(compared.payslip.employerCost)}</strong>.</p>`) +
      (officer
        ? '<p>Comme assimilé salarié, le dirigeant ne cotise pas à l’assurance chômage.</p>'
        : unstatedCosts(intent)) +
      simulatorLink(
        intent.calculator,
        {
          regime: officer ? 'officer' : 'employee',
          ...(officer ? {} : { status: intent.managerialStaff ? 'cadre' : 'non-cadre', fullTime: 'oui' }),
          gross: String(payslip.grossCents / 100).replace('.', ','),
          year: String(simulation.year),
          month: String(payslip.month),
          // The staff the computation assumed: the smallest the form takes (an employee is one).
          headcount: String(
            intent.headcount ?? (officer ? simulation.headcount : Math.max(1, simulation.headcount)),
          ),
          // The mutuelle as told or none, and the cadres' prévoyance as computed (a cadre's, not an officer's).
          ...(health === undefined
            ? { healthInsurance: 'non' }
            : {
                healthInsurance: 'oui',
                healthMonthly: String(health.monthlyCents / 100).replace('.', ','),
                healthEmployerShare: String(health.employerSharePercent).replace('.', ','),
              }),
          ...(intent.atmpRatePercent === undefined
            ? {}
            : { atmpRate: String(intent.atmpRatePercent).replace('.', ',') }),
          ...(intent.withholdingRatePercent === undefined
            ? {}
            : { pasRate: String(intent.withholdingRatePercent).replace('.', ',') }),
          ...(officer || intent.managerialStaff ? { cadrePrevoyance: officer ? 'non' : 'oui' } : {}),
        },
        `Voir chaque ligne du bulletin dans le simulateur «${NBSP}${simulatorName(intent.calculator)}${NBSP}»`,
      ),
    asks: null,
  };
}

/**
 * What an employee's figures assumed that the question did not say and that would change them:
 * « Une mutuelle ou un taux AT/MP propre à l’entreprise changent ces montants. »
 */
function unstatedCosts(intent: Calculation): string {
  const unstated = [
    ...(intent.healthInsurance === undefined ? ['une mutuelle'] : []),
    ...(intent.atmpRatePercent === undefined ? ['un taux AT/MP propre à l’entreprise'] : []),
    ...(intent.headcount === undefined ? ['un effectif de 11 salariés et plus'] : []),
  ];
  if (unstated.length === 0) return '';
  const told =
    unstated.length > 1 ? `${unstated.slice(0, -1).join(', ')} ou ${unstated.at(-1)}` : (unstated[0] ?? '');
  return `<p>${told.charAt(0).toUpperCase()}${told.slice(1)} ${unstated.length > 1 ? 'changent' : 'change'} ces montants.</p>`;
}

/** The month whose SMIC a pay « au SMIC » is: the one named with its year, else this one. */
function smicMonthOf(intent: Calculation, today: Date): { year: number; month: number } {
  return intent.payYear !== undefined && intent.payMonth !== undefined
    ? { year: intent.payYear, month: intent.payMonth }
    : { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
}

/**
 * The hourly SMIC in force (« 12,31 € »), from payroll-calc's rates files, when the pay is « au
 * SMIC »; null for another pay.
 */
function smicHourlyOf(intent: Calculation, today: Date): string | null {
  if (!intent.atSmic) return null;
  const smic = smicInForce(smicMonthOf(intent, today));
  return smic.monthlyCents === intent.amountCents ? euros(smic.hourlyCents) : null;
}

/** The answer to a calculation, computed on `today`'s rules and dates. */
/**
 * A day told by its weekday without its year (« lundi 27 avril »): of last year, this year and next
 * year, the one within 300 days of today in which it falls on that weekday; none otherwise (the
 * answer then takes today as its example).
 */
function yearOfWeekday(
  told: { weekday: number; day: number; month: number },
  today: Date,
): string | undefined {
  const year = today.getUTCFullYear();
  const matching = [year - 1, year, year + 1]
    .map((candidate) => new Date(Date.UTC(candidate, told.month - 1, told.day)))
    .filter(
      (date) =>
        date.getUTCMonth() === told.month - 1 &&
        date.getUTCDate() === told.day &&
        date.getUTCDay() === told.weekday &&
        // Within 300 days of today: a weekday mistyped does not send the procedure a year back.
        Math.abs(date.getTime() - today.getTime()) <= 300 * 86_400_000,
    );
  return matching.length === 1 ? matching[0]?.toISOString().slice(0, 10) : undefined;
}

export function answerCalculation(asked: Calculation, today: Date): CalculationAnswer {
  // « payé au SMIC »: the monthly SMIC in force for 35 hours, from payroll-calc's rates files.
  // « au SMIC, mars 2026 »: the SMIC of the month named.
  const paid =
    asked.atSmic && asked.amountCents === null
      ? {
          ...asked,
          amountCents: smicInForce(smicMonthOf(asked, today)).monthlyCents,
        }
      : asked;
  const presentedOn =
    paid.presentedOn === undefined && paid.presentedOnWeekday
      ? yearOfWeekday(paid.presentedOnWeekday, today)
      : undefined;
  const intent = presentedOn ? { ...paid, presentedOn } : paid;
  switch (intent.calculator) {
    case 'preavis-licenciement':
      return dismissalNotice(intent, today);
    case 'preavis-retraite':
      return retirementNotice(intent, today);
    case 'preavis-demission':
      return resignationNotice(intent, today);
    case 'indemnite-licenciement':
      return dismissalIndemnity(intent, today, false);
    case 'indemnite-rupture-conventionnelle':
      return dismissalIndemnity(intent, today, true);
    case 'indemnite-precarite':
      return precarity(intent);
    case 'procedure-licenciement':
      return intent.economicMotive ? economicProcedure(intent, today) : procedure(intent, today);
    case 'charges-dirigeant':
    case 'salaire-brut-net':
      return payCharges(intent, today);
  }
}
