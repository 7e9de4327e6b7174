/**
 * A question on the paid leave an employee acquires, or on its indemnity, with the figures it
 * states (issue 28 §1): « il a travaillé 8 mois, combien de jours de congés ? », « arrêt maladie 4
 * mois sur la période, combien de cp ? », « embauché le 1er juin, au 30 septembre il a acquis
 * combien ? », « indemnité de cp, règle du dixième, 24 000 brut sur la période ». Read from the
 * folded question (`foldQuestion`, then the visitors' words written out: « cp » is « congés
 * payés »). A question that states no figure (« cp acquis pendant un arrêt maladie ? ») is left to
 * the practical sheet, which says the rule in full.
 */
import { MONTH_NAMES, readAmountCents, withoutDeniedFacts } from './question-figures.ts';

export interface PaidLeaveQuestion {
  /** The days acquired, or the indemnity. */
  asks: 'days' | 'indemnity';
  /** Months of effective work the question states (a span of dates counted in whole months), or null. */
  workedMonths: number | null;
  /** Months of sick leave of non-professional origin. */
  sickLeaveMonths: number;
  /** Months off after an accident at work or an occupational disease. */
  workAccidentMonths: number;
  /** Months of maternity, paternity or adoption leave, counted as effective work (L3141-5). */
  familyLeaveMonths?: number;
  /** The gross pay of the reference period, in cents, for the indemnity; null when not stated. */
  referenceGrossCents: number | null;
  /** The amount stated was a month's pay (« 2 000 € par mois »): `referenceGrossCents` is its total over the months. */
  monthlyGrossCents?: number;
  /** The pay the employee would have earned working during the leave (« en maintien de salaire, 2 900 »). */
  maintainedPayCents?: number;
}

const MONTH = `(${MONTH_NAMES.join('|')})`;

/**
 * The paid leave is the subject: « congés payés », « cp », « congés » acquired, the « règle du
 * dixième » or the « indemnité compensatrice » (not the notice's).
 */
const PAID_LEAVE =
  /\bconges? payes?\b|\bcombien de (?:jours de )?conges?\b|\bconges?\b[^.?!]{0,20}\bcombien\b|\bregle du dixieme\b|\bindemnites? compensatrices?\b(?!(?: \S+){0,2} preavis)|\bindemnites? de conges?\b|\bconges?\b.{0,40}\b(?:acqui\w*|cumul\w*)\b|\b(?:acqui\w*|cumul\w*)\b.{0,40}\bconges?\b/;

/** Another leave than the paid one (« congé maternité », « congé sans solde »). */
const OTHER_LEAVE =
  /\bconges? (?:de |d'|du |pour )?(?:maternite|paternite|parental|sans solde|sabbatique|naissance|adoption|formation|creation|deuil|proche aidant|enfant malade|evenements? familiaux|mariage|solidarite familiale|reclassement|mobilite)\b/;

/**
 * What is asked of the leave is not how much is acquired: when to take it, how to split it, carry
 * it over, how long in a row, what happens to it on leaving; the sheet answers those.
 */
const ANOTHER_RULE =
  /\b(?:consecuti\w*|d'affilee|fractionn\w*|report\w*|poser|pose|prendre|pris|imposer|impose|refuser|ordre des departs|dates?|ponts?|fermeture|solde de tout compte|compensatrice|perd\w*|paye double)\b/;

/** « combien », « acquis », « a droit à », « nombre de jours »: the quantity is asked. */
const QUANTITY_ASKED =
  /\b(?:combien|acqui\w*|cumul\w*|droit a|nombre de jours|calcul\w*|montant|dixieme|10 ?(?:e|eme)|quel(?:le)? indemnite|ca (?:fait|donne) quoi)\b/;

/** « 4 mois d'arrêt maladie », « arrêt maladie de 4 mois », « malade 4 mois ». */
const SICK_MONTHS =
  /\b(\d{1,2}(?:[.,]5)?) ?mois (?:d'|en )?(?:arret (?:de travail |maladie )?|maladie|malade)|\b(?:arret maladie|arret de travail|malade|maladie)\b[^.?!]{0,40}?\b(\d{1,2}(?:[.,]5)?) ?(?:autres )?mois\b/;
/** The same after an accident at work or an occupational disease. */
const ACCIDENT_MONTHS =
  /\b(\d{1,2}(?:[.,]5)?) ?mois (?:d'|en )?(?:arret (?:pour |suite a un )?)?(?:accident (?:du|de) travail|at|maladie professionnelle)|\b(?:accident (?:du|de) travail|maladie professionnelle)\b[^.?!]{0,40}?\b(\d{1,2}(?:[.,]5)?) ?mois\b/;
/** « 8 mois », « 6 mois de travail », « 7 mois 1/2 », « 7 mois et demi ». */
const ANY_MONTHS = /\b(\d{1,2}(?:[.,]5)?) ?(?:autres )?mois\b( (?:et demi|1\/2)\b)?/g;
/** « embauché le 1er juin, au 30 septembre », « du 1er juin au 31 décembre ». */
const DATE_SPAN = new RegExp(
  `\\b(1er|\\d{1,2}) ${MONTH}\\b(?: (?:19|20)\\d{2})?.{0,120}?\\b(?:au|jusqu'au|le) (1er|\\d{1,2}) ${MONTH}\\b`,
);

/** « 4 mois de congé maternité », « congé mat de 4 mois », « 1 mois de congé paternité ». */
const FAMILY_MONTHS =
  /\b(\d{1,2}(?:[.,]5)?) ?mois (?:de |d'|en )?conges? (?:de |d')?(?:maternite|mat|paternite|adoption)\b|\bconges? (?:de |d')?(?:maternite|mat|paternite|adoption)\b[^.?!]{0,30}?\b(\d{1,2}(?:[.,]5)?) ?mois\b/;

/** A day of a span in words: « 1er », « 15 », « début », « mi », « fin » (of the month). */
const SPAN_DAY = '(1er|\\d{1,2}|debut|mi|fin)';

/**
 * A sick leave told by its days or months: « en arrêt maladie du 1er novembre 2025 au 31 mars 2026 »,
 * « malade de début mars à fin mai », « arrêt de travail de mars à mai ».
 */
const SICK_SPAN = new RegExp(
  `\\b(?:arret (?:de travail|maladie)|arrete|malade|maladie)\\b[^.?!]{0,60}?\\b(?:du|de|d') ?(?:${SPAN_DAY} )?${MONTH}\\b(?: (?:19|20)\\d{2})? (?:au|a|jusqu'au|jusqu'a|jusqu'a la) (?:${SPAN_DAY} )?${MONTH}\\b`,
);

/** A span's day as a number: its start when unsaid, its end when « fin » or unsaid at the end. */
function spanDay(text: string | undefined, end: boolean): number {
  if (text === undefined) return end ? 31 : 1;
  if (text === '1er' || text === 'debut') return 1;
  if (text === 'mi') return 15;
  if (text === 'fin') return 31;
  return Number(text);
}

function number(text: string | undefined): number {
  return Number((text ?? '').replace(',', '.'));
}

/** Whole months from one day to another (the 1st of June to the 30th of September: 4). */
function monthsBetween(fromDay: number, fromMonth: number, toDay: number, toMonth: number): number {
  const months = (toMonth - fromMonth + 12) % 12;
  return months + (toDay - fromDay + 1 >= 28 ? 1 : 0);
}

export function readPaidLeaveQuestion(question: string): PaidLeaveQuestion | null {
  const folded = withoutDeniedFacts(question);
  const indemnity =
    /\b(?:indemnites?|dixieme|10 ?(?:e|eme)|1\/10|combien (?:je (?:dois|lui dois)|dois-je) (?:payer|verser))\b/.test(
      folded,
    );
  // « elle démissionne, n'a posé aucun jour… 26 850 € brut sur la période, règle du dixième,
  // combien d'indemnité compensatrice ? »: the indemnity computed, whatever else the story says.
  // Not a notice's indemnity asked beside it (« indemnité compensatrice de préavis et de congés »).
  const indemnityComputed =
    indemnity &&
    readAmountCents(folded) !== null &&
    /\b(?:dixieme|combien|montant|calcul\w*)\b/.test(folded) &&
    !/\bpreavis\b/.test(folded);
  // « combien de jours elle aura acquis au 31 mai, et peut-elle déjà en poser ? »: the days computed
  // from the span stated; the sheet the answer links to says when they are taken.
  const daysComputed =
    !indemnity &&
    /\bcombien de (?:jours|cp)\b/.test(folded) &&
    /\b(?:acqui\w*|cumul\w*|droit a)\b/.test(folded) &&
    DATE_SPAN.test(folded);
  // A maternity, paternity or adoption leave stated in months counts as work: it is the case, not
  // another leave asked about (« 4 mois de congé maternité, elle a droit à combien de cp ? »).
  const family = FAMILY_MONTHS.exec(folded);
  if (
    !PAID_LEAVE.test(folded) ||
    OTHER_LEAVE.test(family ? folded.replaceAll(family[0], ' ') : folded) ||
    (ANOTHER_RULE.test(folded) && !indemnityComputed && !daysComputed)
  )
    return null;
  // « son indemnité de congés payés ? » with the pay stated, « 6 mois au boulot, ses cp ? » with the
  // months stated: what they give is asked.
  if (
    !QUANTITY_ASKED.test(folded) &&
    !(indemnity && readAmountCents(folded) !== null) &&
    !/\b\d{1,2}(?:[.,]5)? ?mois\b/.test(folded)
  )
    return null;
  const accident = ACCIDENT_MONTHS.exec(folded);
  // « 2 mois d'arrêt pour accident du travail » is the accident's, not a sick leave's.
  const sickMatch = SICK_MONTHS.exec(folded);
  const sick =
    sickMatch &&
    accident &&
    sickMatch.index < accident.index + accident[0].length &&
    accident.index < sickMatch.index + sickMatch[0].length
      ? null
      : sickMatch;
  const sickSpan = sick ? null : SICK_SPAN.exec(folded);
  const sickLeaveMonths = sick
    ? number(sick[1] ?? sick[2])
    : sickSpan
      ? monthsBetween(
          spanDay(sickSpan[1], false),
          MONTH_NAMES.indexOf(sickSpan[2] ?? ''),
          spanDay(sickSpan[3], true),
          MONTH_NAMES.indexOf(sickSpan[4] ?? ''),
        )
      : 0;
  const workAccidentMonths = accident ? number(accident[1] ?? accident[2]) : 0;
  const familyLeaveMonths = family ? number(family[1] ?? family[2]) : 0;
  // The sick leave's span is no span of work; the rest of the period is taken as worked.
  const span = sickSpan ? null : DATE_SPAN.exec(folded);
  let workedMonths: number | null = null;
  if (span) {
    const day = (text: string | undefined) => (text === '1er' ? 1 : number(text));
    workedMonths = monthsBetween(
      day(span[1]),
      MONTH_NAMES.indexOf(span[2] ?? ''),
      day(span[3]),
      MONTH_NAMES.indexOf(span[4] ?? ''),
    );
  } else {
    // The months stated that are neither a sick leave's nor an accident's are worked ones.
    for (const match of folded.matchAll(ANY_MONTHS)) {
      const index = match.index ?? 0;
      const inSick = sick && index >= sick.index && index < sick.index + sick[0].length;
      const inAccident = accident && index >= accident.index && index < accident.index + accident[0].length;
      const inFamily = family && index >= family.index && index < family.index + family[0].length;
      if (inSick || inAccident || inFamily) continue;
      workedMonths = number(match[1]) + (match[2] ? 0.5 : 0);
      break;
    }
  }
  const amount = readAmountCents(folded);
  if (indemnity) {
    if (amount === null) return null;
    if (/\b(?:par mois|mensuel\w*|\/ ?mois)\b/.test(folded)) {
      const months = workedMonths ?? 12;
      return {
        asks: 'indemnity',
        workedMonths: months,
        sickLeaveMonths,
        workAccidentMonths,
        referenceGrossCents: amount * months,
        monthlyGrossCents: amount,
      };
    }
    // « en maintien de salaire ça ferait 2 900 », « si elle avait travaillé pendant ses congés elle
    // aurait eu 2 600 € »: the pay the leave would have earned, compared.
    const maintainedPayCents =
      [
        ...folded.matchAll(
          /\b(?:maintien|aurait (?:eu|touche|percu|gagne)|si (?:elle|il) avait travaille)\b/g,
        ),
      ]
        .map((match) => readAmountCents(folded.slice((match.index ?? 0) + match[0].length)))
        .find((cents) => cents !== null) ?? null;
    return {
      asks: 'indemnity',
      workedMonths,
      sickLeaveMonths,
      workAccidentMonths,
      referenceGrossCents: amount,
      ...(maintainedPayCents !== null && maintainedPayCents !== amount ? { maintainedPayCents } : {}),
    };
  }
  // Nothing stated to count from: the sheet says the rule.
  if (workedMonths === null && sickLeaveMonths === 0 && workAccidentMonths === 0 && familyLeaveMonths === 0)
    return null;
  const absent = sickLeaveMonths + workAccidentMonths + familyLeaveMonths;
  // « en arrêt maladie 3 mois sur la période, elle a travaillé le reste »: the rest of the 12 months.
  if (
    workedMonths === null &&
    absent > 0 &&
    absent < 12 &&
    /\b(?:travaille|bosse|boss[eé]|present\w*)\b[^.?!]{0,20}\b(?:le reste|tout le reste|les autres mois)\b/.test(
      folded,
    )
  )
    workedMonths = 12 - absent;
  if (absent > 12 || (workedMonths !== null && workedMonths + absent > 12)) return null;
  return {
    asks: 'days',
    workedMonths,
    sickLeaveMonths,
    workAccidentMonths,
    ...(familyLeaveMonths > 0 ? { familyLeaveMonths } : {}),
    referenceGrossCents: null,
  };
}
