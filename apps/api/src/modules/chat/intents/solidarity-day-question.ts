/**
 * A question on the journée de solidarité (issue 28 §1): « journée de solidarité le lundi de Pentecôte,
 * je dois payer ma salariée ? », « je peux le faire travailler gratuitement ? », « pour ma salariée à
 * mi-temps c'est combien d'heures non payées ? », « ça tombe quand en 2027 ? ». Answered from
 * `@dirigeo/labour-law` (L3133-7 to L3133-12, the year's Pentecost Monday from its holidays).
 */

export interface SolidarityDayQuestion {
  /** A part-timer's weekly hours (« mi-temps »: 17,5; « 24 h par semaine »), or null. */
  weeklyHours: number | null;
  /** The year whose Pentecost Monday is asked (« en 2027 »), or null. */
  year: number | null;
}

const SOLIDARITY = /\bjournee de (?:la )?solidarite\b/;
/** Pentecost Monday worked without pay: the solidarity day under another name. */
const PENTECOST_UNPAID =
  /\blundi de pentecote\b.{0,80}\b(?:gratuit\w*|gratos|pas paye\w*|non paye\w*|sans etre paye\w*|pas remunere\w*)\b/;

export function readSolidarityDayQuestion(folded: string): SolidarityDayQuestion | null {
  if (!SOLIDARITY.test(folded) && !PENTECOST_UNPAID.test(folded)) return null;
  // The employer's contribution (CSA), a solidarity leave, are other subjects.
  if (/\b(?:contribution|csa|conge de solidarite)\b/.test(folded)) return null;
  const half = /\bmi[- ]temps\b/.test(folded);
  const hours = /\b(\d{1,2}(?:[.,]\d{1,2})?) ?h(?:eures?)?(?: par semaine| hebdo\w*|\/semaine)\b/.exec(
    folded,
  );
  const weekly = half ? 17.5 : hours ? Number((hours[1] ?? '').replace(',', '.')) : null;
  const year = /\b(20[2-4]\d)\b/.exec(folded);
  return {
    weeklyHours: weekly !== null && weekly > 0 && weekly < 35 ? weekly : null,
    year: year ? Number(year[1]) : null,
  };
}
