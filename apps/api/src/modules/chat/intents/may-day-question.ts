/**
 * The 1er mai asked as such (« le 1er mai ma vendeuse a bossé, sa journée c'est 96 € brut, je lui
 * dois combien ? », « une boulangerie peut ouvrir le 1er mai avec ses salariés ? »): whether staff
 * may work that day and what the day worked is paid (L3133-4 to L3133-6), with the day's pay when the
 * question tells it as a day's.
 */
import { centsOf } from './question-figures.ts';

export interface MayDayQuestion {
  /** The pay of the day worked (« sa journée c'est 96 euros brut », « 110 € par jour »), in cents, or null. */
  dayPayCents: number | null;
}

/** « 1er mai », « 1 mai », « premier mai », « 1/05 ». */
const MAY_DAY = /\b(?:1er|1|premier) mai\b|\b1 ?\/ ?05\b/;

/** The day is worked (« de service le 1er mai »), or opening with staff is asked, next to the day named. */
const WORKED =
  /\b(?:travaill\w*|bosse\w*|bosser|ouvr\w*|ouvert\w*|employe\w*|occupe\w*|faire venir|fait venir|venu\w*|venir|de service|de garde|de permanence|en poste)\b/;

/** Its pay or its legality is asked. */
const ASKED =
  /\b(?:combien|payer|paye\w*|paie|majore\w*|majoration|double\w*|indemnit\w*|remuner\w*|salaire|droit|legal\w*|interdit\w*|autorise\w*|amendes?|peut|peux|puis-je|obligatoire|dois|doit)\b/;

/** The 1er mai as a date of something else: a start, an end, a hiring, a leave's period. */
const ANOTHER_DATE =
  /\b(?:depuis|depuis le|du|a partir du|a compter du|jusqu'au|au|avant le|apres le|embauche\w* le|entre\w* le) (?:1er|1|premier) mai\b|\b(?:1er|1|premier) mai (?:au|jusqu'au)\b/;

/** A day's pay: « sa journée c'est 96 euros », « 110 € par jour », « salaire journalier de 80 € ». */
const DAY_PAY =
  /\b(\d{1,4}(?:,\d{1,2})?) ?(?:€|euros?)(?: bruts?)? (?:par jour|la journee|pour (?:la|sa|une|cette) journee|par journee|\/ ?jour)\b|\b(?:journee|salaire journalier|par jour)\D{0,25}?(\d{1,4}(?:,\d{1,2})?) ?(?:€|euros?)/;

export function readMayDayQuestion(folded: string): MayDayQuestion | null {
  const day = MAY_DAY.exec(folded);
  if (!day || !ASKED.test(folded) || ANOTHER_DATE.test(folded)) return null;
  const near = folded.slice(Math.max(0, day.index - 60), day.index + day[0].length + 60);
  if (!WORKED.test(near)) return null;
  // Other holidays named with it, the holidays' dates, the solidarity day (never the 1er mai), a
  // dismissal or a contract's end asked beside are other answers.
  if (
    /\b(?:conges?|31 octobre|8 mai|ascension|pentecote|14 juillet|15 aout|noel|toussaint|11 novembre|jours? feries? (?:de|en) 20\d\d|solidarite|pont|licenci\w*|preavis|rupture|precarite|visite)\b/.test(
      folded,
    )
  )
    return null;
  const pay = DAY_PAY.exec(folded);
  const told = pay ? (pay[1] ?? pay[2] ?? '') : '';
  const cents = told ? centsOf(told) : Number.NaN;
  return { dayPayCents: Number.isSafeInteger(cents) && cents >= 100 ? cents : null };
}
