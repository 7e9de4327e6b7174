/**
 * Questions on an officer's or an employee's pay beyond the salary whose figure `@dirigeo/payroll-calc`
 * holds (issue 28 §1): what dividends leave after the flat tax (« 20 000 € de dividendes, flat tax,
 * il me reste combien ? »), how much of a meal voucher is exempt (« tickets resto, part patronale
 * exonérée jusqu'à combien en 2026 ? »), what a company car is worth as a benefit in kind (« voiture
 * achetée 30 000 € TTC, avantage en nature par mois ? »). Read from the folded question; a question
 * on their rules without the figures (« dividendes ou salaire ? », « l'option pour le barème ») is
 * left to our articles.
 */
import { centsOf, readAmountCents } from './question-figures.ts';

export type PayBenefitQuestion =
  | { kind: 'dividends'; grossCents: number; year: number | null }
  | {
      kind: 'meal-vouchers';
      year: number | null;
      /** A voucher told with its value and the employer's share (« titres de 13 € pris en charge à 60 % »), else null. */
      voucher: { faceValueCents: number; employerSharePercent: number; monthlyCount: number | null } | null;
    }
  | {
      kind: 'company-car';
      costCents: number;
      /** More than 5 years old. */
      olderThanFiveYears: boolean;
      /** Whether the company pays the fuel of private use; null when the question does not say. */
      fuelPaid: boolean | null;
      electric: boolean;
      year: number | null;
    }
  | {
      kind: 'meal-benefit';
      year: number | null;
      /** The meals of the month told (« il a mangé 20 fois ce mois-ci »), or null. */
      meals: number | null;
    }
  | {
      kind: 'kilometric';
      /** Kilometres to refund (« 650 km pro ce mois-ci », « 3200 km par an »). */
      km: number;
      /** Fiscal horsepower (« 6 CV »), or null when not told. */
      horsepower: number | null;
      electric: boolean;
      year: number | null;
    };

/** A year the question names (« en 2026 », « cette année (2026) »), or null. */
function yearOf(folded: string): number | null {
  // Not the financial year whose profit is distributed (« exercice 2025 clos… versés en 2026 »).
  const years = [...folded.matchAll(/\b(20[2-3]\d)\b(?! ?(?:€|euros?))/g)].filter(
    (match) =>
      !/\b(?:exercice|bilan|comptes|resultat|benefice)s? (?:de |d')?$/.test(folded.slice(0, match.index)),
  );
  const match = years[0];
  return match ? Number(match[1]) : null;
}

/** What is left, or the net, is asked: « il me reste combien », « sur mon compte », « net », « au final ». */
const NET_ASKED =
  /\b(?:reste\w*|nets?|net de|compte|poche|au final|touch\w*|recoi\w*|recupere\w*|empoche\w*|combien (?:j'ai|je gagne|ca (?:fait|donne|me fait))|apres (?:impots?|flat tax|pfu|prelevements?|taxes?))\b/;

/** The dividends' taxation is compared or optioned: our article answers that, not a figure. */
const DIVIDEND_RULES =
  /\b(?:bareme|abattement|option\w*|salaire ou|ou (?:un )?salaire|ou dividendes|vaut-il mieux|mieux|sarl|tns|cotisations? sociales?|10 ?%|pea|holding|assurance[- ]vie)\b/;

function dividendsAsked(folded: string): PayBenefitQuestion | null {
  // « je ne compte pas opter pour le barème »: the flat tax kept, whose figure is asked.
  const rulesAsked = DIVIDEND_RULES.test(
    folded.replace(
      /\b(?:ne (?:compte|veux|vais|souhaite) pas|pas|sans|non) (?:d')?(?:opter|prendre|choisir|option)\w* (?:pour )?(?:le |l')?(?:bareme|option)\b/g,
      ' ',
    ),
  );
  if (!/\bdividendes?\b/.test(folded) || !NET_ASKED.test(folded) || rulesAsked) return null;
  const grossCents = readAmountCents(folded);
  if (grossCents === null || grossCents <= 0) return null;
  return { kind: 'dividends', grossCents, year: yearOf(folded) };
}

const MEAL_VOUCHERS =
  /\b(?:tickets?[- ]resto\w*|tickets?[- ]restaurants?|titres?[- ]restaurants?|titres?[- ]resto|cartes? (?:resto|ticket|titre)\w*|cheques?[- ]dejeuners?)\b/;

/** The exempt share is asked: « exonéré jusqu'à combien », « plafond », « part patronale max ». */
const EXEMPTION_ASKED =
  /\b(?:exonere\w*|exoneration|plafonds?|maxi\w*|limite|part (?:patronale|employeur)|prise? en charge (?:max|jusqu)\w*|jusqu'a combien|combien (?:max|au maximum))\b/;

function mealVouchersAsked(folded: string): PayBenefitQuestion | null {
  if (!MEAL_VOUCHERS.test(folded) || !EXEMPTION_ASKED.test(folded)) return null;
  // « il doit me rendre ses tickets », « ils ont droit aux tickets » : another rule, the sheets'.
  if (/\b(?:rendre|droit aux?|oblige\w*|stagiaires?|teletravail|perim\w*|utilise\w*)\b/.test(folded))
    return null;
  return { kind: 'meal-vouchers', year: yearOf(folded), voucher: voucherOf(folded) };
}

/**
 * « tickets resto de 13 € pris en charge à 60 % par la boîte, 20 par mois »: the voucher's value (up
 * to 30 €), the employer's share (1 to 100 %) and the vouchers a month (up to 31), when told.
 */
function voucherOf(folded: string): Extract<PayBenefitQuestion, { kind: 'meal-vouchers' }>['voucher'] {
  const value = /\b(\d{1,2}(?:[.,]\d{1,2})?) ?(?:€|euros?)(?! ?(?:par mois|\/ ?mois|de plafond))/.exec(
    folded,
  );
  const sharePercent = /\b(\d{1,3}) ?%/.exec(folded);
  const faceValueCents = value?.[1] ? centsOf(value[1]) : 0;
  const employerSharePercent = sharePercent?.[1] ? Number(sharePercent[1]) : 0;
  if (
    faceValueCents < 100 ||
    faceValueCents > 3_000 ||
    employerSharePercent < 1 ||
    employerSharePercent > 100
  )
    return null;
  const count = /\b(\d{1,2}) (?:titres?|tickets?|par mois|jours? (?:par mois|travailles))\b/.exec(folded);
  const monthlyCount =
    count?.[1] && Number(count[1]) >= 1 && Number(count[1]) <= 31 ? Number(count[1]) : null;
  return { faceValueCents, employerSharePercent, monthlyCount };
}

const CAR = /\b(?:voitures?|vehicules?|autos?|automobiles?|tesla)\b/;
const BENEFIT_IN_KIND = /\b(?:avantages? en nature|aen|avantage voiture|avantage vehicule)\b/;
const LEASED = /\b(?:lld|loa|leasing|location|loue\w*|loyers?)\b/;

function companyCarAsked(folded: string): PayBenefitQuestion | null {
  if (!CAR.test(folded) || !BENEFIT_IN_KIND.test(folded) || LEASED.test(folded)) return null;
  // The purchase price (« achetée 30 000 € TTC »): the largest amount stated, not a salary told before
  // it (« je me paie 4 000 € brut, la société achète une voiture à 30 000 € »).
  const amounts = folded
    .split(/[,;.?!]\s|\bet\b/)
    .map((part) => readAmountCents(part))
    .filter((cents): cents is number => cents !== null);
  const costCents = amounts.length > 0 ? Math.max(...amounts) : null;
  if (costCents === null || costCents < 100_000) return null;
  const paysItself =
    /\b(?:je (?:paie|paye|paies|payes|regle|prends? en charge)|moi[- ]meme|a mes frais|a ma charge|de ma poche|pas (?:pris|payes?) par (?:la|ma) (?:societe|sasu?|boite))\b[^.?!]{0,30}\b(?:essence|carburant|gasoil|gazole|plein|recharge)|\b(?:essence|carburant|gasoil|gazole|pleins?|recharges?)\b[^.?!]{0,30}\b(?:a mes frais|a ma charge|moi[- ]meme|de ma poche|je (?:paie|paye|regle))\b/;
  const companyPays =
    /\b(?:carte (?:carburant|essence)|(?:essence|carburant|gasoil|gazole|pleins?)\b[^.?!]{0,30}\b(?:paye\w*|pris\w* en charge|rembourse\w*|regle\w*) par (?:la|ma) (?:societe|sasu?|boite|entreprise)|(?:la|ma) (?:societe|sasu?|boite|entreprise) (?:paie|paye|prend en charge|rembourse|regle) (?:aussi |egalement )?(?:l'essence|le carburant|le gasoil|les pleins))\b/;
  const fuelPaid = paysItself.test(folded) ? false : companyPays.test(folded) ? true : null;
  const older = /\b(?:plus de (?:5|cinq) ans|(?:[6-9]|1\d) ans|occasion de (?:[6-9]|1\d) ans)\b/.test(folded);
  return {
    kind: 'company-car',
    costCents,
    olderThanFiveYears: older && !/\bneuve?s?\b/.test(folded),
    fuelPaid,
    electric: /\belectriques?\b/.test(folded) && !/\bhybride?s?\b/.test(folded),
    year: yearOf(folded),
  };
}

/** « indemnités kilométriques », « IK », « rembourser mes km », « barème kilométrique ». */
const KILOMETRIC =
  /\b(?:indemnites? kilometriques?|ik|frais kilometriques?|bareme kilometrique|rembours\w*\b.{0,60}\b(?:km|kilometres?))\b/;

/**
 * « j'ai fait 650 km pro ce mois-ci avec ma voiture perso (6 CV), la société peut me rembourser
 * combien ? »: a trip at the barème kilométrique, from the distance and the horsepower told. Not a
 * company car (a benefit in kind), nor a commute's allowance.
 */
function kilometricAsked(folded: string): PayBenefitQuestion | null {
  if (
    !KILOMETRIC.test(folded) ||
    /\b(?:voiture|vehicule) de (?:fonction|societe)\b|\bforfait mobilite/.test(folded)
  )
    return null;
  const distance = /\b(\d{1,3}(?:[ .]\d{3})*|\d{1,6}) ?(?:km|kilometres?)\b/.exec(folded);
  const km = distance ? Number((distance[1] ?? '').replace(/[ .]/g, '')) : Number.NaN;
  if (!Number.isSafeInteger(km) || km < 1 || km > 200_000) return null;
  const power = /\b(\d{1,2}) ?(?:cv|chevaux(?: fiscaux)?)\b/.exec(folded);
  const horsepower = power ? Number(power[1]) : null;
  return {
    kind: 'kilometric',
    km,
    horsepower: horsepower !== null && horsepower >= 1 && horsepower <= 50 ? horsepower : null,
    electric: /\belectriques?\b/.test(folded) && !/\bhybride?s?\b/.test(folded),
    year: yearOf(folded),
  };
}

/** A question on dividends' net, meal vouchers' exemption, a company car's benefit or kilometric allowances, or null. */
/** A meal the company provides, as a benefit in kind: « je mange sur place… avantage en nature ». */
const MEAL_BENEFIT =
  /\bavantages? en nature\b[^.?!]{0,60}\b(?:repas|nourriture|dejeuners?|midis?|manger|mange)\b|\b(?:repas|dejeuners?|nourriture|mange\w*)\b[^?!]{0,160}\bavantages? en nature\b/;

/** « ça vaut combien par repas ? », « évalué à combien », « le forfait ». */
const MEAL_VALUE_ASKED = /\b(?:combien|vaut|valeur|montant|evalu\w*|forfait\w*|bareme|tarif)\b/;

function mealBenefitAsked(folded: string): PayBenefitQuestion | null {
  if (!MEAL_BENEFIT.test(folded) || !MEAL_VALUE_ASKED.test(folded) || MEAL_VOUCHERS.test(folded)) return null;
  const meals = /\b(\d{1,2}) (?:fois|repas|dejeuners?|midis?)\b/.exec(folded);
  const count = meals ? Number(meals[1]) : null;
  return {
    kind: 'meal-benefit',
    year: yearOf(folded),
    meals: count !== null && count >= 1 && count <= 31 ? count : null,
  };
}

export function readPayBenefitQuestion(folded: string): PayBenefitQuestion | null {
  return (
    dividendsAsked(folded) ??
    mealVouchersAsked(folded) ??
    mealBenefitAsked(folded) ??
    companyCarAsked(folded) ??
    kilometricAsked(folded)
  );
}
