/**
 * A question on the legal limits of working time (issue 28 §1): « c'est quoi le max légal par jour et
 * par semaine ? », « il y a un temps de repos minimum entre 2 journées ? », « travailleur de nuit,
 * combien d'heures max par nuit ? », « combien de dimanches le maire peut ouvrir ? ». The limits are
 * `@dirigeo/labour-law`'s `WORKING_TIME_LIMITS`; read from the folded question. A young worker's,
 * a part-timer's or a forfait's own limits, and the overtime premium, are other subjects.
 */
import type { WorkingTimeLimitId } from '@dirigeo/labour-law';

/** A limit is asked: a maximum, a minimum, what is allowed. */
const LIMIT_ASKED =
  /\b(?:max\w*|plafond|limites?|au plus|depass\w*|minimum|minimal\w*|combien d'heures|combien de temps|combien de dimanches|le droit|droit a|peut|peux|puis-je|obligatoires?|autorise\w*|c'est quoi|regles?)\b/;

const DAY =
  /\b(?:par jour|journees?|quotidien\w*|d'affilee|dans la journee|par nuit)\b|\b(?:1[0-9]|[2-9]) ?h(?:eures?)?\b(?! (?:par semaine|hebdo))/;
const WEEK = /\b(?:par semaine|hebdo\w*|dans la semaine|semaines?)\b/;
const DURATION = /\b(?:heures?|h|bosser|travailler|travaille|boulot|duree|journees?|semaines?)\b/;
const DAILY_REST =
  /\brepos\b.{0,40}\b(?:entre (?:deux|2) (?:journees|jours|services|postes)|quotidien|minimum|minimal|combien|obligatoire|entre)\b|\b(?:temps de repos|repos minimum)\b|\brevenir le lendemain\b/;
const WEEKLY_REST = /\brepos (?:hebdo\w*|du dimanche|dominical)\b/;
const BREAK = /\bpauses?\b/;
const DAYS =
  /\b(?:7|sept) jours (?:sur (?:7|sept)|par semaine|d'affilee|de suite)\b|\bplus de (?:6|six) jours\b/;
const NIGHT = /\b(?:nuit|travailleurs? de nuit)\b/;
const NIGHT_WORKER = /\btravailleurs? de nuit\b|\bconsidere\w* (?:comme )?(?:un )?travailleur de nuit\b/;
const MAYOR_SUNDAYS = /\bdimanches?\b.{0,60}\b(?:maire|mairie)\b|\b(?:maire|mairie)\b.{0,60}\bdimanches?\b/;
/** How many: « combien de dimanches », « max par an », not how they are paid. */
const HOW_MANY = /\b(?:combien de dimanches|max\w*|plafond|nombre|limite\w*|au plus)\b/;
/** A maximum is asked, not whether a day is paid. */
const MAXIMUM_ASKED = /\b(?:max\w*|plafond|limite\w*|au plus|depass\w*|plus de)\b/;

/** Others' subjects: a young worker, a part-timer, a forfait, the overtime premium, leave. */
const OTHER_SUBJECT =
  /\b(?:apprentis?|mineurs?|moins de 18|1[4-7] ans|jeunes?|greve|stagiaires?|temps partiel|mi-temps|forfait\w*|majoration|majore\w*|heures sup\w*|heures supplementaires|contingent|conges?|cp|rtt|chauffeurs? routiers?|routier|teletravail|astreintes?|particulier employeur)\b/;

export function readWorkingTimeQuestion(folded: string): { limits: readonly WorkingTimeLimitId[] } | null {
  if (!LIMIT_ASKED.test(folded) || OTHER_SUBJECT.test(folded)) return null;
  const limits: WorkingTimeLimitId[] = [];
  const night = NIGHT.test(folded);
  if (MAYOR_SUNDAYS.test(folded) && HOW_MANY.test(folded)) limits.push('mayor-sundays');
  if (night) {
    if (
      NIGHT_WORKER.test(folded) &&
      /\b(?:considere\w*|c'est quoi|definition|a partir de|statut|est-il|il est)\b/.test(folded)
    )
      limits.push('night-worker');
    if (DURATION.test(folded) && (DAY.test(folded) || /\bmax\w*\b/.test(folded)))
      limits.push('night-daily-maximum');
    if (WEEK.test(folded)) limits.push('night-weekly-maximum');
  } else if (
    // « combien d'heures de repos » asks the rest, unless a maximum is named too.
    (!/\b(?:repos|pause)\b/.test(folded) || /\bmax\w*\b/.test(folded)) &&
    DURATION.test(folded) &&
    MAXIMUM_ASKED.test(folded)
  ) {
    if (DAY.test(folded)) limits.push('daily-maximum');
    if (WEEK.test(folded)) limits.push('weekly-maximum', 'average-weekly-maximum');
  }
  if (BREAK.test(folded)) limits.push('break');
  if (DAILY_REST.test(folded) && !WEEKLY_REST.test(folded)) limits.push('daily-rest');
  if (WEEKLY_REST.test(folded)) limits.push('weekly-rest');
  if (DAYS.test(folded)) limits.push('days-per-week');
  return limits.length > 0 ? { limits } : null;
}
