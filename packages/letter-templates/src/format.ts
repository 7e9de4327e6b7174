/**
 * How values typed in the form are read and printed in a French letter. Each `parse…` returns
 * `null` for a value it cannot read; the zod schema (`letter-values-schema.ts`) and the renderer
 * share them, so that what the form accepts is exactly what the letter can print.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date typed as `YYYY-MM-DD` (years 1900 to 2199), or `null`. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (UTC: no time zone can shift it).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > daysInMonth ? null : { year, month, day };
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « 22 novembre 2026 », « 1er mars 2026 » (the first of the month is written as an ordinal). */
export function formatLetterDate(value: string): string {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Date illisible : ${value}`);
  return formatUtcDay(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** A day (the UTC date of `date`) as `formatLetterDate` writes it, whatever its year. */
export function formatUtcDay(date: Date): string {
  const text = dateFormat.format(date);
  return date.getUTCDate() === 1 ? text.replace(/^1(?=\s)/, '1er') : text;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A time typed as `HH:MM` (`9:05` accepted), as minutes since midnight, or `null`. */
export function parseTime(value: string): { hours: number; minutes: number } | null {
  const match = TIME.exec(value.trim());
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

/** « 14 h 30 », « 9 h » (no-break spaces, as French typography writes hours). */
export function formatLetterTime(value: string): string {
  const time = parseTime(value);
  if (!time) throw new RangeError(`Heure illisible : ${value}`);
  const minutes = time.minutes === 0 ? '' : `\u00a0${String(time.minutes).padStart(2, '0')}`;
  return `${time.hours}\u00a0h${minutes}`;
}

/** The highest amount a letter prints: far above any salary or indemnity, low enough for exact cents. */
export const MAX_LETTER_AMOUNT_EUROS = 10_000_000;

export type EuroParseResult =
  | { readonly ok: true; readonly cents: number }
  | { readonly ok: false; readonly reason: 'format' | 'decimals' | 'negative' | 'too-large' };

/**
 * Euros as a person types them: `1234`, `1234,5`, `1 234,56`, `1234.56` (spaces, no-break spaces
 * and a trailing `€` are ignored). Read as a string, so no float ever rounds a cent.
 */
export function parseEuros(value: string): EuroParseResult {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (compact.startsWith('-')) return { ok: false, reason: 'negative' };
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, reason: 'decimals' };
  const euros = Number(whole);
  if (euros > MAX_LETTER_AMOUNT_EUROS || (euros === MAX_LETTER_AMOUNT_EUROS && Number(fraction) > 0)) {
    return { ok: false, reason: 'too-large' };
  }
  return { ok: true, cents: euros * 100 + Number(fraction.padEnd(2, '0')) };
}

const euroFormat = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** « 1 234,56 € », as Intl writes it for fr-FR (narrow no-break space between thousands). */
export function formatLetterMoney(value: string): string {
  const parsed = parseEuros(value);
  if (!parsed.ok) throw new RangeError(`Montant illisible : ${value}`);
  return euroFormat.format(parsed.cents / 100);
}

/** A number typed with a comma or a point (`1,5`, `2`), or `null`. */
export function parseLetterNumber(value: string): number | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(?:\.\d+)?$/.test(compact) ? Number(compact) : null;
}

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
  quinze: 15,
  'vingt-quatre': 24,
  'quarante-huit': 48,
};

/**
 * A notice's length as a person writes it (« un mois », « 2 mois », « huit jours », « deux semaines »,
 * « 48 heures »): days and months to add to its first day, or null when it cannot be read (« selon la
 * convention »). Hours count as whole days (24 h: one day).
 */
export function parseFrenchDuration(text: string): { days: number; months: number } | null {
  const match = /^\s*(\d+|[a-zà-ÿ-]+)\s+(heures?|jours?|semaines?|mois)\s*$/i.exec(
    text.replace(/[\u00a0\u202f]/g, ' '),
  );
  if (!match) return null;
  const [, amount = '', unit = ''] = match;
  const count = /^\d+$/.test(amount) ? Number(amount) : NUMBER_WORDS[amount.toLowerCase()];
  if (count === undefined || count <= 0) return null;
  const kind = unit.toLowerCase();
  if (kind.startsWith('heure')) return count % 24 === 0 ? { days: count / 24, months: 0 } : null;
  if (kind.startsWith('jour')) return { days: count, months: 0 };
  if (kind.startsWith('semaine')) return { days: 7 * count, months: 0 };
  return { days: 0, months: count };
}

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Words whose singular ends with an s, or that stay plural after « 1 » (« 1 jour de congés payés »). */
const INVARIABLE_WORDS = new Set(['mois', 'fois', 'temps', 'congés', 'payés', 'des', 'les']);

/** French puts a noun in the singular below 2 (« 1 jour », « 1,5 jour », « 2 jours »). */
function agreeUnit(unit: string, number: number): string {
  if (Math.abs(number) >= 2) return unit;
  return unit
    .split(' ')
    .map((word) =>
      word.length > 2 && word.endsWith('s') && !INVARIABLE_WORDS.has(word) ? word.slice(0, -1) : word,
    )
    .join(' ');
}

/**
 * « 2 mois », « 1 jour ouvrable » with the field's unit, written in the plural in the template and
 * put in the singular below 2 (French typography: a no-break space before the unit).
 */
export function formatLetterNumber(value: string, unit?: string): string {
  const number = parseLetterNumber(value);
  if (number === null) throw new RangeError(`Nombre illisible : ${value}`);
  const text = numberFormat.format(number);
  return unit ? `${text}\u00a0${agreeUnit(unit, number)}` : text;
}

/** SIRET typed with or without spaces: its 14 digits, or `null`. */
export function parseSiret(value: string): string | null {
  const digits = value.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{14}$/.test(digits) ? digits : null;
}

/** « 123 456 789 00012 », the SIREN then the NIC. */
export function formatSiret(value: string): string {
  const digits = parseSiret(value);
  if (!digits) throw new RangeError(`SIRET illisible : ${value}`);
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}
