/**
 * A question on the délais of a disciplinary sanction (issue 28 §1): « j'ai appris il y a 3 mois qu'il
 * piquait dans la caisse, c'est trop tard pour le sanctionner ? », « entretien préalable pour une mise à
 * pied fixé le mardi 10 novembre 2026, entre quelles dates je notifie la sanction ? ». Computed by
 * `@dirigeo/labour-law` (L1332-4's two months, L1332-2's window). Read from the folded question; the
 * employee contesting a sanction, or a dismissal's own procedure, are other subjects.
 */
import { MONTH_NAMES, numberOf } from './question-figures.ts';

export interface DisciplinaryQuestion {
  /** The day the employer learnt of the facts (« appris le 3 février 2026 »), `YYYY-MM-DD`, or null. */
  factsKnownOn: string | null;
  /** How long ago the facts were learnt (« il y a 3 mois »), in a unit, or null. */
  knownAgo: { amount: number; unit: 'jours' | 'semaines' | 'mois' } | null;
  /** The day set for the interview, `YYYY-MM-DD`, or null. */
  interviewOn: string | null;
  /** The day the question says it is (« on est le 20 avril »), `YYYY-MM-DD`, or null. */
  statedToday: string | null;
  /** The sanction is a warning or a blame (no interview needed). */
  warning: boolean;
  /** The sanction is a mise à pied. */
  suspension: boolean;
}

/** A sanction, or a dismissal for misconduct. */
const SANCTION =
  /\b(?:sanction\w*|avertissement|avertir|blame|mise a pied|mettre a pied|mis a pied|disciplinaire)\b|\b(?:licencier|licenciement|virer|renvoyer)\b.{0,40}\bfaute\b|\bfaute\b.{0,40}\b(?:licencier|licenciement|virer|renvoyer)\b/;

/** The time is what is asked: too late, a délai, until when, between which days. */
const DEADLINE_ASKED =
  /\b(?:trop tard|delais?|combien de temps|jusqu'? ?a quand|jusqu'? ?a quelle date|encore (?:possible|le temps|le droit|temps|sanctionner|faire|le sanctionner|lui)|prescri\w*|entre quelles dates|a partir de quand|quand (?:est-ce que )?(?:je peux|puis-je|dois-je|je dois) (?:lui )?(?:notifier|envoyer|donner|remettre)|au plus tard|au plus tot|dans les temps|date limite|perime)\b/;

/** The facts were learnt: « appris », « découvert », « eu connaissance ». */
const KNOWN = /\b(?:appris|decouvert|eu connaissance|connaissance des faits|su|constate|surpris|vu)\b/;

const WRITTEN_DAY = new RegExp(`\\b(1er|\\d{1,2}) (${MONTH_NAMES.join('|')})(?: (\\d{4}))?\\b`, 'g');

/** « il y a 3 mois », « depuis 6 semaines », « ça fait 10 jours ». */
const AGO =
  /\b(?:il y a|ca fait|cela fait|voila)\s+(\d{1,3}|un|une|deux|trois|quatre|cinq|six|sept|huit|dix)\s+(jours?|semaines?|mois|ans?)\b/;

interface StatedDay {
  day: number;
  month: number;
  year: number | null;
  before: string;
}

function statedDays(folded: string): StatedDay[] {
  return [...folded.matchAll(WRITTEN_DAY)].map((match) => ({
    day: match[1] === '1er' ? 1 : Number(match[1]),
    month: MONTH_NAMES.indexOf(match[2] ?? '') + 1,
    year: match[3] ? Number(match[3]) : null,
    before: folded.slice(Math.max(0, (match.index ?? 0) - 80), match.index),
  }));
}

function isoDay(day: number, month: number, year: number): string | null {
  if (year < 2000 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1
    ? date.toISOString().slice(0, 10)
    : null;
}

const SUSPENSION = /\b(?:mise a pied|mettre a pied|mis a pied)\b/;

const UNITS: Readonly<Record<string, { unit: 'jours' | 'semaines' | 'mois'; times: number }>> = {
  jour: { unit: 'jours', times: 1 },
  jours: { unit: 'jours', times: 1 },
  semaine: { unit: 'semaines', times: 1 },
  semaines: { unit: 'semaines', times: 1 },
  mois: { unit: 'mois', times: 1 },
  an: { unit: 'mois', times: 12 },
  ans: { unit: 'mois', times: 12 },
};

function lastIndexOf(text: string, pattern: RegExp): number {
  let last = -1;
  for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) last = match.index ?? last;
  return last;
}

/** A sanction named as such, not only a dismissal for misconduct. */
const NAMED_SANCTION =
  /\b(?:sanction\w*|avertissement|avertir|blame|mise a pied|mettre a pied|mis a pied|disciplinaire)\b/;

/**
 * Facts the employer learnt on a day told (« découvert le 14 novembre 2026 qu'il se servait dans la
 * caisse… jusqu'à quand pour lancer la procédure de licenciement ? »): a dismissal for those facts is
 * a sanction, which the two months of L1332-4 bound, though no « faute » is named.
 */
const DISMISSAL_FOR_FACTS_LEARNT =
  /\b(?:appris|decouvert|eu connaissance|constate|surpris)\b.{0,160}\b(?:licenci\w*|virer|renvoyer|(?:lancer|engager|entamer|demarrer|commencer) (?:la |une )?procedure)\b/;
/** Misconduct the facts are (a theft, an insult, an absence): the two months bound a sanction only. */
const MISCONDUCT =
  /\b(?:vol\w*|caisse|piqu\w*|servait|derob\w*|detourn\w*|fraude\w*|insult\w*|injur\w*|menac\w*|violen\w*|frapp\w*|bagarre|ivre|alcool\w*|bourre|drogue|absences? injustifiees?|abandon|retards?|harcel\w*|insubordination|refus\w*|falsifi\w*|fausses?|triche\w*|faute)\b/;

export function readDisciplinaryQuestion(folded: string): DisciplinaryQuestion | null {
  const sanction =
    SANCTION.test(folded) ||
    (DISMISSAL_FOR_FACTS_LEARNT.test(folded) &&
      MISCONDUCT.test(folded) &&
      !/\b(?:insuffisance|inapt\w*|econom\w*|maladie|casier)\b/.test(folded) &&
      statedDays(folded).length > 0);
  if (!sanction || !DEADLINE_ASKED.test(folded)) return null;
  // A dismissal's letter after its interview is the dismissal procedure's calendar.
  if (!NAMED_SANCTION.test(folded) && /\bentretien\b/.test(folded)) return null;
  // The employee contesting it, a trial period's end, a dismissal's notice are other subjects.
  if (/\b(?:contest\w*|periode d'essai|preavis|indemnit\w*|prud'?hom\w*)\b/.test(folded)) return null;
  // How long a sanction stays on file, or a mise à pied lasts, are other rules.
  if (/\b(?:dure\w*|reste\w* (?:dans|au)|dossier|conservatoire|efface\w*)\b/.test(folded)) return null;
  const days = statedDays(folded);
  let year = days.find((day) => day.year !== null)?.year ?? null;
  let previous: string | null = null;
  let factsKnownOn: string | null = null;
  let interviewOn: string | null = null;
  let statedToday: string | null = null;
  for (const stated of days) {
    if (stated.year !== null) year = stated.year;
    if (year === null) continue;
    let iso = isoDay(stated.day, stated.month, year);
    // A day told without its year comes after the day told before it (« le 15 décembre 2025 …
    // l'entretien le 5 janvier »): the next year's.
    if (iso !== null && stated.year === null && previous !== null && iso < previous) {
      year += 1;
      iso = isoDay(stated.day, stated.month, year);
    }
    if (iso === null) continue;
    previous = iso;
    if (/\b(?:on est|nous sommes|aujourd'hui)\b[^.?!]{0,12}$/.test(stated.before)) {
      statedToday ??= iso;
      continue;
    }
    // The nearer of « entretien » and « appris » says which day it is.
    const interview = stated.before.lastIndexOf('entretien');
    const known = lastIndexOf(stated.before, KNOWN);
    if (interview >= 0 && interview > known) interviewOn ??= iso;
    else if (known >= 0) factsKnownOn ??= iso;
  }
  // The time ago is the learning's only when a learning verb is next to it (« je l'ai appris il y a
  // 3 mois », « découvert il y a 6 semaines »), not the facts' own (« il vole depuis 3 mois »).
  const ago = AGO.exec(folded);
  const near = ago ? folded.slice(Math.max(0, ago.index - 40), ago.index + ago[0].length + 40) : '';
  const amount = ago ? numberOf(ago[1] ?? '') : Number.NaN;
  const unit = ago ? UNITS[ago[2] ?? ''] : undefined;
  const knownAgo =
    factsKnownOn === null && ago && KNOWN.test(near) && Number.isInteger(amount) && amount > 0 && unit
      ? { amount: amount * unit.times, unit: unit.unit }
      : null;
  return {
    factsKnownOn,
    knownAgo,
    interviewOn,
    statedToday,
    warning: /\b(?:avertissement|avertir|blame)\b/.test(folded) && !SUSPENSION.test(folded),
    suspension: SUSPENSION.test(folded),
  };
}
