/**
 * The employer's share of a public transport pass asked with its price (« elle a un pass Navigo à
 * 88,80 € par mois, à 14 h par semaine, je dois lui rembourser combien ? »): `@dirigeo/labour-law`'s
 * `computeTransportPassShare` (R3261-1, R3261-9).
 */
import { centsOf } from './question-figures.ts';

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
const AMOUNT = /\b(\d{1,4}(?:,\d{1,2})?) ?(?:€|euros?)/g;

/** The pass's monthly price: the amount nearest the pass's words, an annual price spread over 12 months. */
function monthlyPriceOf(folded: string): number | null {
  const pass = PASS.exec(folded);
  if (!pass) return null;
  const amounts = [...folded.matchAll(AMOUNT)];
  const nearest = amounts
    .map((match) => ({ match, distance: Math.abs((match.index ?? 0) - pass.index) }))
    .filter(({ distance }) => distance <= 60)
    .sort((a, b) => a.distance - b.distance)[0]?.match;
  if (!nearest) return null;
  const cents = centsOf(nearest[1] ?? '');
  const after = folded.slice(
    (nearest.index ?? 0) + nearest[0].length,
    (nearest.index ?? 0) + nearest[0].length + 25,
  );
  // A weekly or quarterly price is not read: the answer would have to assume how it is spread.
  if (/\b(?:trimestr\w*|hebdo\w*|par semaine|la semaine)\b/.test(after) || /\bhebdomadaire\b/.test(folded))
    return null;
  const annual =
    /\b(?:par an|\/ ?an|annuel\w*|l'annee)\b/.test(after) ||
    /\b(?:pass|abonnement|navigo) annuel\b/.test(folded);
  const monthly = annual ? Math.round(cents / 12) : cents;
  return Number.isSafeInteger(monthly) && monthly >= 100 && monthly <= 1_000_000 ? monthly : null;
}

export function readTransportPassQuestion(folded: string): TransportPassQuestion | null {
  if (!PASS.test(folded) || !ASKED.test(folded)) return null;
  // A company car, the kilometric allowance or the sustainable mobility package are other answers.
  if (/\b(?:voiture|vehicule|kilometri\w*|forfait mobilite\w*|carburant|essence|trottinette)\b/.test(folded))
    return null;
  const monthlyPassCents = monthlyPriceOf(folded);
  if (monthlyPassCents === null) return null;
  const weekly =
    /\b(\d{1,2}(?:[.,]\d{1,2})?) ?h(?:eures?)?(?: (?:par|\/) ?semaine| hebdo\w*| a la semaine)\b/.exec(
      folded,
    );
  const hours = weekly ? Number((weekly[1] ?? '').replace(',', '.')) : Number.NaN;
  const fullTime =
    /\b(?:chez nous|temps (?:plein|complet)|duree collective)\b[^.?!\d]{0,20}(\d{2}(?:[.,]\d{1,2})?) ?h(?:eures?)?\b/.exec(
      folded,
    );
  const full = fullTime ? Number((fullTime[1] ?? '').replace(',', '.')) : Number.NaN;
  return {
    monthlyPassCents,
    weeklyHours: hours > 0 && hours < 35 ? hours : null,
    fullTimeWeeklyHours: full > 0 && full < 35 ? full : null,
  };
}
