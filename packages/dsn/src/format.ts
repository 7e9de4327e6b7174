/**
 * How values are written in a DSN (NEODeS data types of the cahier technique): dates JJMMAAAA, amounts with
 * a point and two decimals (a leading '-' where the type allows it), rates with two or three decimals, text
 * in ISO-8859-1.
 */

/** 'YYYY-MM-DD' → 'JJMMAAAA'. */
export function dsnDate(iso: string): string {
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
}

/** 'JJMMAAAA' → 'YYYY-MM-DD'. */
export function isoFromDsnDate(value: string): string {
  return `${value.slice(4, 8)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
}

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** First and last day of a month, ISO. */
export function monthBounds(year: number, month: number): { first: string; last: string } {
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${mm}-01`, last: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/** Cents → '1234.56' (or '-12.30'). */
export function dsnAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '1234.56' → 123456 cents; null when the text is not an amount. */
export function centsFromDsnAmount(value: string): number | null {
  const match = /^(-?)([0-9]+)\.([0-9]{2})$/.exec(value);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -cents : cents;
}

/**
 * Rounds cents to whole euros, half away from zero: the amounts of S21.G00.20.005 and S21.G00.22.005 are
 * « arrondi à l'entier le plus proche (les deux décimales étant valorisées à zéro) » (cahier technique,
 * descriptions of those rubrics), and the assiettes of S21.G00.23.004 are declared in whole euros in practice.
 */
export function roundToEuroCents(cents: number): number {
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(cents) / 100) * 100;
}

/** A percent → '7.50', or '0.016' when a third decimal is needed (S21.G00.81.007 allows three). */
export function dsnRate(percent: number, maxDecimals: 2 | 3 = 3): string {
  const thousandths = Math.round(percent * 1000);
  if (maxDecimals === 2 || thousandths % 10 === 0) return (thousandths / 1000).toFixed(2);
  return (thousandths / 1000).toFixed(3);
}

/** Characters ISO-8859-1 can encode (U+0000 to U+00FF). */
export function isLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}

/** Replaces typographic characters outside ISO-8859-1 by their plain equivalent ('’' → "'", '–' → '-'). */
export function toLatin1Text(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u0152]/g, 'OE')
    .replace(/[\u0153]/g, 'oe')
    .replace(/[\u202f\u2009]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A town as the type N4DS_Adresse_Localite allows it (`[A-Za-z0-9\s]+`): capitals without accents, hyphens
 * and apostrophes turned into spaces ('Saint-Étienne' → 'SAINT ETIENNE').
 */
export function dsnLocality(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .toUpperCase();
}

/** The text as ISO-8859-1 bytes; throws on a character it cannot encode (the builder never writes one). */
export function encodeLatin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) throw new RangeError(`Caractère non encodable en ISO-8859-1 à la position ${i}`);
    bytes[i] = code;
  }
  return bytes;
}

/** ISO-8859-1 bytes → text. */
export function decodeLatin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}
