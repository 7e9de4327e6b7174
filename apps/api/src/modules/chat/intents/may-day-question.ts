/**
 * The 1er mai asked as such (« le 1er mai ma vendeuse a bossé, je lui dois combien ? », « une
 * boulangerie peut ouvrir le 1er mai avec ses salariés ? »): whether staff may work that day and
 * what the day worked is paid (L3133-4 to L3133-6), with the day's pay when the question tells it.
 */
import { readAmountCents } from './question-figures.ts';

export interface MayDayQuestion {
  /** The pay of the day worked (« sa journée c'est 96 euros brut »), in cents, or null. */
  dayPayCents: number | null;
}

/** « 1er mai », « 1 mai », « premier mai », « 1/05 ». */
const MAY_DAY = /\b(?:1er|1|premier) mai\b|\b1 ?\/ ?0?5\b/;

/** The day is worked, or opening with staff is asked. */
const WORKED =
  /\b(?:travaill\w*|bosse\w*|bosser|ouvr\w*|ouvert\w*|employe\w*|occupe\w*|faire venir|fait venir|venu\w*|venir)\b/;

/** Its pay or its legality is asked. */
const ASKED =
  /\b(?:combien|payer|paye\w*|paie|majore\w*|majoration|double\w*|indemnit\w*|remuner\w*|salaire|droit|legal\w*|interdit\w*|autorise\w*|amendes?|peut|peux|puis-je|obligatoire|dois|doit)\b/;

export function readMayDayQuestion(folded: string): MayDayQuestion | null {
  if (!MAY_DAY.test(folded) || !WORKED.test(folded) || !ASKED.test(folded)) return null;
  // Other holidays named with it (« le 1er mai et le 8 mai »), the holidays' dates, the solidarity
  // day (never the 1er mai) are other answers.
  if (
    /\b(?:conges?|31 octobre|8 mai|ascension|pentecote|14 juillet|15 aout|noel|toussaint|11 novembre|jours? feries? (?:de|en) 20\d\d|solidarite|pont)\b/.test(
      folded,
    )
  )
    return null;
  const stated = readAmountCents(folded.replace(/\b(?:1er|1|premier) mai\b/g, ' '));
  return { dayPayCents: stated };
}
