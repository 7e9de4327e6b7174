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
  /(?<!\bjours? de )\brepos\b.{0,40}\b(?:entre (?:deux|2) (?:journees|jours|services|postes)|quotidien|minimum|minimal|combien|obligatoire|entre)\b|\b(?:temps de repos|repos minimum)\b|\brevenir le lendemain\b/;
/** « repos hebdomadaire », « le minimum légal de repos dans la semaine », « repos par semaine ». */
const WEEKLY_REST =
  /\brepos (?!compensat)(?:hebdo\w*|du dimanche|dominical|(?:\w+ ){0,2}(?:dans|par|de) la semaine|par semaine)\b/;
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

/**
 * Others' subjects: a young worker, a part-timer, a forfait, the overtime premium, leave.
 */
const OTHER_SUBJECT =
  /\b(?:apprentis?|mineurs?|moins de 18|1[4-7] ans|jeunes?|greve|stagiaires?|temps partiel|mi-temps|forfait\w*|majoration|majore\w*|heures sup\w*|heures supplementaires|contingent|conges?|cp|rtt|chauffeurs? routiers?|routier|teletravail|astreintes?|particulier employeur)\b/;

/**
 * A delay to act on a contract, which is no working time: « combien de temps max pour lancer une
 * sanction ? », « la DREETS met combien de temps à valider la rupture conventionnelle ? ».
 */
const DELAY_TO_ACT =
  /\b(?:sanction\w*|ruptures? conventionnelles?|homologation|retractation|prescri\w*|dreets|direccte)\b[\s\S]{0,160}\b(?:lancer|engager|agir|valider|homologuer|sanctionner|trop tard|combien de temps|changer d'avis)\b|\b(?:lancer|engager|agir|valider|homologuer|sanctionner|trop tard)\b[\s\S]{0,160}\b(?:sanction\w*|ruptures? conventionnelles?|homologation|retractation|dreets|direccte)\b/;

/** The annual overtime quota: « contingent d'heures sup », and the rest owed beyond it. */
const QUOTA = /\bcontingent\b/;
const QUOTA_REST = /\b(?:repos|contrepartie|au-dela|au dela|depass\w*|droit a quoi)\b/;
/** A day rate: « forfait jours », « forfait en jours », « forfait annuel en jours ». */
const DAY_RATE = /\bforfaits?(?: annuels?)?(?:[- ]| en )jours?\b/;
/** Days worked beyond the day rate's: « racheter des jours de repos », « renoncer à ses RTT ». */
const DAY_RATE_WAIVED =
  /\b(?:rachat|racheter|rachete\w*|renonc\w*|travailler plus|monter|au-dela|au dela|depasser|235)\b/;
/** A part-time contract's minimum: « temps partiel minimum d'heures », « 15 h par semaine, j'ai le droit ? ». */
const PART_TIME =
  /\b(?:temps partiel|mi-temps|temps partiels)\b|\b\d{1,2} ?h(?:eures?)? (?:par semaine|hebdo\w*|\/semaine)\b/;
const PART_TIME_MINIMUM =
  /\b(?:duree minimale|duree minimum|minimum d'heures|nombre minimum|nombre d'heures minimum|heures minimum|minimum legal|plancher|moins de (?:24|vingt-quatre) ?h\w*|24 ?h(?:eures?)? (?:minimum|par semaine minimum|obligatoires?))\b|\bminimum\b.{0,30}\b(?:heures|par semaine)\b|\b(?:heures|par semaine)\b.{0,20}\bminimum\b/;

/** The limits of overtime, day rates and part time, whose words the others leave to other subjects. */
function readOtherLimits(folded: string): WorkingTimeLimitId[] {
  // « boulangerie ouverte 7j/7, ma vendeuse peut travailler tous les dimanches matin ? »
  if (
    /\bdimanches?\b/.test(folded) &&
    /\b(?:boulanger\w*|boucher\w*|charcuter\w*|epicer\w*|primeurs?|fromager\w*|poissonn\w*|patisser\w*|traiteurs?|superettes?|supermarches?|magasins? d'alimentation|commerces? (?:de detail )?alimentaires?|alimentation generale)\b/.test(
      folded,
    ) &&
    /\b(?:peut|peux|travailler|bosser|ouvr\w*|repos|combien|jusqu'? ?a|heures?|major\w*|echange|droit|regles?|legal|compens\w*)\b/.test(
      folded,
    ) &&
    !/\b(?:feries?|1er mai|premier mai|paques|pentecote|noel)\b/.test(folded)
  )
    return ['food-retail-sunday'];
  // « c'est quoi une astreinte, je dois la payer comme du temps de travail ? »
  if (
    /\bastreintes?\b/.test(folded) &&
    /\b(?:c'est quoi|definition|temps de travail|travail effectif|payer|paye\w*|paie|remuner\w*|compens\w*|indemnis\w*|obligatoire|droit|regles?|comment|combien)\b/.test(
      folded,
    ) &&
    !/\b(?:convention collective|ccn|idcc|medecin|infirmi\w*)\b/.test(folded)
  )
    return ['on-call'];
  if (QUOTA.test(folded) && /\b(?:heures? sup\w*|heures supplementaires|hs)\b/.test(folded))
    return /\b(?:combien|c'est quoi|quel|max\w*|plafond|limite|nombre)\b/.test(folded) ||
      !QUOTA_REST.test(folded)
      ? ['overtime-quota', 'overtime-quota-rest']
      : ['overtime-quota-rest', 'overtime-quota'];
  if (
    DAY_RATE.test(folded) &&
    /\b(?:jours? travailles|jours? (?:max\w*|au maximum|par an|dans l'annee)|combien de jours|218|235|nombre de jours|plafond)\b/.test(
      folded,
    ) &&
    !/\b(?:conges?|cp|feries?|heures?|payer|salaire|remuneration)\b/.test(folded)
  )
    return DAY_RATE_WAIVED.test(folded) ? ['day-rate-days', 'day-rate-days-waived'] : ['day-rate-days'];
  // « un contrat de 10 h par semaine, c'est légal ? »: fewer hours than the minimum, asked whether allowed.
  const weekly = /\b(\d{1,2}) ?h(?:eures?)? (?:par semaine|hebdo\w*|\/semaine)\b/.exec(folded);
  const fewHoursAllowed =
    weekly !== null &&
    Number(weekly[1]) < 24 &&
    /\b(?:legal|autorise\w*|possible|le droit|interdit|minimum)\b/.test(folded);
  if (
    PART_TIME.test(folded) &&
    (PART_TIME_MINIMUM.test(folded) || fewHoursAllowed) &&
    !/\b(?:smic|salaire|paye\w*|paie|payer|en plus|heures? complementaires?|heures? sup\w*|majoration|cotisation\w*|retraite|parental|therapeutique|creation|conges?|pentecote|solidarite|feries?|indemnit\w*|pause|repos|prevenance|dimanches?|horaires?|sans son accord|primes?|tickets?|titres?)\b/.test(
      folded,
    )
  )
    return ['part-time-minimum'];
  return [];
}

/**
 * « légalement la nuit c'est de quelle heure à quelle heure ? », « les heures de nuit commencent à
 * quelle heure ? », « c'est quoi la période de nuit ? »: the night period (L3122-20).
 */
const NIGHT_PERIOD_ASKED =
  /(?:\b(?:legalement )?la ?["«“]? ?nuit ?["»”]? ?(?:c'est|commence|legale|au sens|debute|finit)|\b(?:heures? de nuit|travail de nuit|periode de nuit|plage de nuit))\b.{0,60}\b(?:de quelle heure|a quelle heure|quelles? heures|commence\w*|debut\w*|fini\w*|c'est quand|entre quelles? heures|definition|defini\w*)\b|\b(?:de quelle heure a quelle heure|a partir de quelle heure|entre quelles? heures)\b.{0,60}\b(?:la nuit|de nuit)\b/;

export function readWorkingTimeQuestion(folded: string): { limits: readonly WorkingTimeLimitId[] } | null {
  // Not a night worker's status (« considéré comme travailleur de nuit à partir de quelle heure ? »)
  // nor a premium (« majoration des heures de nuit à partir de quelle heure ? »).
  if (
    NIGHT_PERIOD_ASKED.test(folded) &&
    !/\b(?:travailleurs? de nuit|majoration|majore\w*|prime|paye\w*|payer|salaire|apprenti\w*|jeunes?|mineurs?|moins de 18)\b/.test(
      folded,
    )
  )
    return { limits: ['night-period'] };
  const others = readOtherLimits(folded);
  if (others.length > 0) return { limits: others };
  if (!LIMIT_ASKED.test(folded) || OTHER_SUBJECT.test(folded) || DELAY_TO_ACT.test(folded)) return null;
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
