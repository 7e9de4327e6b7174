/**
 * The figures a visitor writes in a question, read from its folded text (`foldQuestion`): a
 * seniority (« 3 ans d'ancienneté », « depuis 18 mois », « deux ans et demi ») and an amount in
 * euros (« 2 500 € », « 4000 euros brut », « 3,5 k€ »). Nothing is guessed: a figure the text does
 * not state is absent, and the assistant asks for it.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
};

const NUMBER = `(\\d{1,3}(?:[.,]\\d{1,2})?|${Object.keys(NUMBER_WORDS).join('|')})`;

/** A number as a question writes it: in figures (« 3 », « 2,5 ») or in words (« trois », « une »). */
export function numberOf(text: string): number {
  return NUMBER_WORDS[text] ?? Number(text.replace(',', '.'));
}

/** A figure of euros as a question writes it (« 12,50 », « 88,80 », « 96 »), in cents. */
export function centsOf(figure: string): number {
  return Math.round(Number(figure.replace(',', '.')) * 100);
}

/**
 * Years and months: « 3 ans », « 2 ans et demi », « 4 ans 1/2 », « 4 ans et 3 mois », « 3 ans 9 mois »
 * (not « 3 ans, 2 mois de préavis »), « 18 mois ».
 */
const YEARS = new RegExp(
  `\\b${NUMBER} ?(?:ans?|annees?)\\b(?: et (demi|\\d{1,2} ?mois\\b)| (\\d{1,2} ?mois\\b)(?! de (?:preavis|salaire))| (1\\/2))?`,
  'g',
);
const MONTHS = new RegExp(`\\b${NUMBER} ?mois\\b`, 'g');

/**
 * The seniority the question states, in months, or null. An age (« salarié de 58 ans », « âgé de
 * 60 ans ») is not a seniority; a duration of notice (« 2 mois de préavis ») neither.
 */
export function readSeniorityMonths(folded: string): number | null {
  for (const match of folded.matchAll(YEARS)) {
    const start = match.index ?? 0;
    const before = folded.slice(Math.max(0, start - 24), start);
    const after = folded.slice(start + match[0].length, start + match[0].length + 14);
    // « salarié de 58 ans », « âgé de 60 ans »: an age, unless the words say it is a seniority.
    const isAge = /\b(?:agee?s?|age)(?: de)? $|\bde $|\bde (?:plus|moins) de $/.test(before);
    // « un salarié de 2 ans » is no age: nobody works under 14; « au bout de 15 ans », « après 20
    // ans » neither.
    const adultAge = numberOf(match[1] ?? '') >= 14;
    if (
      isAge &&
      adultAge &&
      !/anciennete|depuis|present|travaille|bosse|bout|apres|pendant|durant/.test(before) &&
      !/^ d'anciennete/.test(after)
    ) {
      continue;
    }
    if (/^ ?d'age/.test(after)) continue;
    const years = numberOf(match[1] ?? '');
    // « 2 ans et demi », « 4 ans 1/2 », « 4 ans et 3 mois », « 3 ans 9 mois ».
    const months = match[2] ?? match[3];
    const extra = match[2] === 'demi' || match[4] === '1/2' ? 6 : months ? Number.parseInt(months, 10) : 0;
    if (!Number.isFinite(years) || years > 60) continue;
    return Math.round(years * 12 + extra);
  }
  for (const match of folded.matchAll(MONTHS)) {
    const after = folded.slice(
      (match.index ?? 0) + match[0].length,
      (match.index ?? 0) + match[0].length + 14,
    );
    if (/^ ?de (?:preavis|salaire|remuneration)/.test(after)) continue;
    const months = numberOf(match[1] ?? '');
    if (Number.isFinite(months) && months <= 720) return Math.round(months);
  }
  return null;
}

/**
 * « 2 500 € », « 2500 euros », « 2.500€ », « 3,5 k€ », « 4000 € brut », « 2500e », « 3000 balles »,
 * « 2k5 » (2 500 €, the thousands' « k » as a decimal point).
 */
const AMOUNT =
  /(\d{1,3}(?:[ .]\d{3})+|\d+)(?:,(\d{1,2}))? ?(k ?€|k ?euros?|€|euros?|eur\b|balles\b)|\b(\d{1,3})k(\d{1,3})\b|(\d+(?:[.,]\d+)?) ?k\b|(\d{1,3}(?:[ .]\d{3})+|\d{3,7})e\b/g;
/**
 * « salaire de 2500 », « gagne 3000 », « il touchait 2100 », « à 3 200 brut » without the euro sign; not
 * a year (« brut en 2025 », « à partir d'octobre 2026 »).
 */
const BARE_AMOUNT =
  /\b(?:salaire|remuneration|brut|gagne|gagnait|paye|payait|touche|touchait|percoit|percevait|a)\b[^\d]{0,24}?(?!(?<=\b(?:en|annee|depuis) |(?:\ben |\bde |\bd'|\bdepuis |\b1er |\bau |\ble \d{1,2} )(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre) )(?:19|20)\d\d\b)(\d{1,3}(?:[ .]\d{3})+|\d{3,6})(?:,(\d{1,2}))?(?! ?(?:ans?|annees?|mois|jours?|salaries?|%))\b/;

/** The first amount in euros the question states, in cents, or null (1 € to 10 000 000 €). */
export function readAmountCents(folded: string): number | null {
  for (const match of folded.matchAll(AMOUNT)) {
    let cents: number;
    if (match[7] !== undefined) {
      // « 2500e », « 2 500e »: the euro typed as an « e » glued to a figure of hundreds or more (not « 2e »).
      cents = Number(match[7].replace(/[ .]/g, '')) * 100;
    } else if (match[6] !== undefined) {
      cents = Math.round(Number(match[6].replace(',', '.')) * 100_000);
    } else if (match[4] !== undefined && match[5] !== undefined) {
      // « 2k5 » is 2,5 k€: the figures after the « k » are its decimals.
      cents = Math.round(Number(`${match[4]}.${match[5]}`) * 100_000);
    } else {
      const units = Number((match[1] ?? '').replace(/[ .]/g, ''));
      const decimals = Number((match[2] ?? '').padEnd(2, '0'));
      cents = units * 100 + decimals;
      if (match[3]?.startsWith('k')) cents *= 1000;
    }
    if (cents >= 100 && cents <= 1_000_000_000) return cents;
  }
  // « 3000 brut », « 2 800 net », « 3800 de brut »: a figure the word after it says is pay.
  const pay = /\b(\d{1,3}(?:[ .]\d{3})+|\d{3,6})(?:,(\d{1,2}))? ?(?:de )?(?:brut|bruts|net|nets)\b/.exec(
    folded,
  );
  const bare = pay ?? BARE_AMOUNT.exec(folded);
  if (bare) {
    const cents = Number((bare[1] ?? '').replace(/[ .]/g, '')) * 100 + Number((bare[2] ?? '').padEnd(2, '0'));
    if (cents >= 100 && cents <= 1_000_000_000) return cents;
  }
  return null;
}

/**
 * The question without the facts it denies (« pas de CDI derrière », « (pas un accident du
 * travail) », « pas d'accident du travail », « sans faute grave »): a mention denied is no fact of
 * the case, and read as one it gave the opposite answer (no precarity indemnity after « pas de CDI
 * derrière », a sick leave counted as a work accident).
 */
export function withoutDeniedFacts(folded: string): string {
  return folded.replace(
    /\b(?:pas|non|hors|sans|ni|aucun|aucune|jamais)(?: (?:de|du|des|un|une|le|la|les|en|pour))? ?(?:d')?(?:accidents? (?:du|de) travail|accidents? professionnels?|maladies? professionnelles?|cdi|fautes? (?:grave|lourde)s?)(?: (?:derriere|ensuite|apres|a la suite|juste apres))?/g,
    ' ',
  );
}

/** The months as a folded question writes them (no accents), January first. */
export const MONTH_NAMES = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];
