/**
 * A Sunday the mayor let the shops open, worked and asked with its hours and hourly pay (« la mairie
 * a accordé des dimanches d'ouverture, ma vendeuse travaille 7 h le dimanche 20 décembre, elle est à
 * 12,50 € brut de l'heure, je lui paie combien ? »): `@dirigeo/labour-law`'s `computeMayorSundayPay`
 * (L3132-27).
 */
import { centsOf } from './question-figures.ts';

export interface MayorSundayQuestion {
  hours: number;
  hourlyRateCents: number;
}

/** A Sunday the mayor designated: « dimanche du maire », « la mairie a accordé des dimanches d'ouverture ». */
const MAYORS_SUNDAY =
  /\b(?:dimanches? du maire|(?:accorde|autorise|designe)\w* par (?:le maire|la mairie)|(?:le maire|la mairie) a (?:accorde|autorise|designe|donne)\w*(?: (?:des|les|deux|trois|quelques|\d+))? dimanches?|(?:le maire|la mairie) a (?:accorde|autorise|permis)\w* (?:l'ouverture|d'ouvrir)[^.?!]{0,40}?\bdimanches?|arrete (?:du maire|municipal)\b.{0,40}\bdimanches?)\b/;
const PAY_ASKED = /\b(?:combien|payer|paye\w*|paie|remuner\w*|majoration|majore\w*|double)\b/;
const HOURS = /\b(\d{1,2}(?:[.,]\d{1,2})?) ?h(?:eures?)?\b(?! ?(?:du matin|du soir|\d))/;
/**
 * « de 10h à 19h »: a day's span, its hours the difference (a break unknown, so not read), unless the
 * hours worked are told (« …avec 1h de pause donc 7h de travail »).
 */
const WORKED_HOURS = /\b(\d{1,2}(?:[.,]\d{1,2})?) ?h(?:eures?)? (?:de travail|travaillees?|effectives?)\b/;
const SPAN = /\bde (\d{1,2}) ?h(?:eures?)?(?:\d{2})? ?(?:a|-) ?(\d{1,2}) ?h/;
const HOURLY_RATE =
  /\b(\d{1,3}(?:,\d{1,2})?) ?(?:€|euros?)(?: bruts?)? ?(?:de l'heure|par heure|l'heure|\/ ?h(?:eure)?)\b|\btaux horaire (?:de |est de |a )?(\d{1,3}(?:,\d{1,2})?)\b/;

export function readMayorSundayQuestion(folded: string): MayorSundayQuestion | null {
  if (!/\bdimanches?\b/.test(folded) || !MAYORS_SUNDAY.test(folded) || !PAY_ASKED.test(folded)) return null;
  // A span of clock times tells no hours worked, the break unknown, unless they are told.
  const told = WORKED_HOURS.exec(folded);
  if (SPAN.test(folded) && !told) return null;
  const hours = told ?? HOURS.exec(folded);
  const rate = HOURLY_RATE.exec(folded);
  if (!hours || !rate) return null;
  const worked = Number((hours[1] ?? '').replace(',', '.'));
  const cents = centsOf(rate[1] ?? rate[2] ?? '');
  return worked > 0 && worked <= 24 && Number.isSafeInteger(cents) && cents >= 100 && cents <= 100_000
    ? { hours: worked, hourlyRateCents: cents }
    : null;
}
