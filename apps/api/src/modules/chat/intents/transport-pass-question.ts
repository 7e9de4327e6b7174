/**
 * The employer's share of a public transport pass asked with its price (« elle a un pass Navigo à
 * 88,80 € par mois, à 14 h par semaine, je dois lui rembourser combien ? »): `@dirigeo/labour-law`'s
 * `computeTransportPassShare` (R3261-1, R3261-9).
 */
export interface TransportPassQuestion {
  monthlyPassCents: number;
  /** A part-timer's weekly hours told (« 14 h par semaine »), or null for full time. */
  weeklyHours: number | null;
  /** The company's full-time hours when told below 35 (« chez nous c'est 32 h »), or null. */
  fullTimeWeeklyHours: number | null;
}

const PASS =
  /\b(?:pass (?:navigo|transport)|passe navigo|navigo|abonnements? (?:de |des |aux )?(?:transports?|bus|metro|tram\w*|train|ter|rer|velo\w*|velib)|carte (?:de transport|navigo|imagine r|solidarite transport)|abonnement (?:mensuel|annuel) (?:de |des )?transports?)\b/;
const ASKED =
  /\b(?:rembours\w*|prendre en charge|prise en charge|combien|part (?:de l'employeur|patronale)|payer)\b/;

export function readTransportPassQuestion(folded: string): TransportPassQuestion | null {
  if (!PASS.test(folded) || !ASKED.test(folded)) return null;
  // A company car, the kilometric allowance or the sustainable mobility package are other answers.
  if (/\b(?:voiture|vehicule|kilometri\w*|forfait mobilite\w*|carburant|essence|trottinette)\b/.test(folded))
    return null;
  const price = /\b(\d{1,4}(?:,\d{1,2})?) ?(?:€|euros?)(?: (?:par|\/) ?mois| mensuels?)?/.exec(folded);
  const cents = price ? Math.round(Number((price[1] ?? '').replace(',', '.')) * 100) : Number.NaN;
  if (!Number.isSafeInteger(cents) || cents < 100 || cents > 1_000_000) return null;
  const weekly =
    /\b(\d{1,2}(?:[.,]\d{1,2})?) ?h(?:eures?)?(?: (?:par|\/) ?semaine| hebdo\w*| a la semaine)\b/.exec(
      folded,
    ) ??
    /\b(?:temps partiel|mi-temps|est a|travaille)\D{0,20}(\d{1,2}(?:[.,]\d{1,2})?) ?h(?:eures?)?\b/.exec(
      folded,
    );
  const hours = weekly ? Number((weekly[1] ?? '').replace(',', '.')) : Number.NaN;
  const fullTime =
    /\b(?:chez nous|temps (?:plein|complet)|duree collective)\b[^.?!\d]{0,20}(\d{2}(?:[.,]\d{1,2})?) ?h\b/.exec(
      folded,
    );
  const full = fullTime ? Number((fullTime[1] ?? '').replace(',', '.')) : Number.NaN;
  return {
    monthlyPassCents: cents,
    weeklyHours: hours > 0 && hours < 35 ? hours : null,
    fullTimeWeeklyHours: full > 0 && full < 35 ? full : null,
  };
}
