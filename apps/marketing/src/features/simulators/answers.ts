/**
 * What the simulators' forms hold and how their answers are read: every input is the text the visitor
 * typed (a form never holds a number it cannot show back), read into cents, dates and numbers here, each
 * with the French message the form shows when it cannot be read.
 */
import { eurosToCents } from '@dirigeo/payroll-calc';
import type { FieldErrors } from './wizard.ts';

/** An answer read from its text, or why it cannot be. */
export type Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

/** The message of a required answer left empty. */
export const REQUIRED = 'Ce champ est obligatoire';
/** The message of a choice left unmade. */
export const CHOOSE = 'Choisissez une réponse';

/** The largest amount a simulator reads: 10 million euros (beyond, a typing mistake). */
const MAX_EUROS = 10_000_000;

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(message: string): Read<T> => ({ ok: false, message });

/** Spaces of every kind (a pasted « 2 500 € » holds no-break ones) taken out of a number as typed. */
function compact(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '');
}

/**
 * Euros as a French visitor types them (« 2 500,50 », « 2500.5 », « 2 500 € ») into integer cents,
 * exactly. Empty, negative, more than 2 decimals or above 10 million euros: the form's message.
 */
export function readEuros(text: string): Read<number> {
  const typed = compact(text).replace(/€$/, '');
  if (typed === '') return fail(REQUIRED);
  if (typed.startsWith('-')) return fail('Le montant ne peut pas être négatif');
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(typed);
  if (match === null) return fail('Indiquez un montant en euros, par exemple 2 500,50');
  if ((match[2]?.length ?? 0) > 2) return fail('Le montant ne peut pas avoir plus de 2 décimales');
  const euros = Number(`${match[1]}.${match[2] ?? '0'}`);
  if (euros > MAX_EUROS) return fail('Montant trop élevé');
  return ok(eurosToCents(euros));
}

/** Like `readEuros`, but an empty answer is 0 (an optional amount). */
export function readOptionalEuros(text: string): Read<number> {
  return compact(text) === '' ? ok(0) : readEuros(text);
}

/** The earliest and latest years a date of these simulators may have. */
const FIRST_YEAR = 1950;
const LAST_YEAR = 2100;

/** A calendar date as a date input gives it (`YYYY-MM-DD`), checked to exist. */
export function readDate(text: string): Read<string> {
  const value = text.trim();
  if (value === '') return fail(REQUIRED);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return fail('Date invalide (format attendu : JJ/MM/AAAA)');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return fail('Cette date n’existe pas');
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return fail(`Indiquez une date entre ${FIRST_YEAR} et ${LAST_YEAR}`);
  }
  return ok(value);
}

/** A whole number from `min` to `max` (a headcount, a number of months). */
export function readWholeNumber(text: string, min: number, max: number): Read<number> {
  const typed = compact(text);
  if (typed === '') return fail(REQUIRED);
  if (!/^\d+$/.test(typed)) return fail('Indiquez un nombre entier');
  const value = Number(typed);
  if (value < min) return fail(`La valeur minimale est ${min.toLocaleString('fr-FR')}`);
  if (value > max) return fail(`La valeur maximale est ${max.toLocaleString('fr-FR')}`);
  return ok(value);
}

/** A decimal number from `min` to `max` with at most `decimals` decimals (a rate, hours a week). */
export function readDecimal(text: string, min: number, max: number, decimals: number): Read<number> {
  const typed = compact(text).replace(/%$/, '');
  if (typed === '') return fail(REQUIRED);
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(typed);
  if (match === null) return fail('Indiquez un nombre, par exemple 7,5');
  if ((match[2]?.length ?? 0) > decimals) {
    return fail(decimals === 1 ? 'Au plus 1 décimale' : `Au plus ${decimals} décimales`);
  }
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  if (value < min) return fail(`La valeur minimale est ${min.toLocaleString('fr-FR')}`);
  if (value > max) return fail(`La valeur maximale est ${max.toLocaleString('fr-FR')}`);
  return ok(value);
}

/** `read`'s value, for an answer its step has already validated (a bug otherwise). */
export function readValue<T>(read: Read<T>): T {
  if (!read.ok) throw new Error(`simulateur : réponse non validée (${read.message})`);
  return read.value;
}

/** A yes/no question's answer as the radios give it: '' until answered. */
export type YesNo = '' | 'oui' | 'non';

/** The message of a choice (radios, a list) left unmade: `{ [name]: CHOOSE }`, else nothing. */
export function chosen(name: string, value: string): FieldErrors {
  return value === '' ? { [name]: CHOOSE } : {};
}
