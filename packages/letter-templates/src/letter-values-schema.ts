import { z } from 'zod';
import {
  MAX_LETTER_AMOUNT_EUROS,
  parseEuros,
  parseIsoDate,
  parseLetterNumber,
  parseSiret,
  parseTime,
} from './format.ts';
import { letterCheckIssues } from './checks.ts';
import { conditionHolds } from './conditions.ts';
import { letterFormFields } from './standard-fields.ts';
import type { LetterField, LetterTemplate } from './types.ts';

/** Default length limits: a line of a form, a long paragraph. */
const DEFAULT_TEXT_MAX_LENGTH = 200;
const DEFAULT_TEXTAREA_MAX_LENGTH = 4000;
const EMAIL_MAX_LENGTH = 254;

export const REQUIRED_MESSAGE = 'Ce champ est obligatoire';

const amountFormat = new Intl.NumberFormat('fr-FR');

/** Rules on a value once it is known to be a non-empty, trimmed string. */
function valueRules(field: LetterField): z.ZodType<string, string> {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max =
        field.maxLength ?? (field.kind === 'text' ? DEFAULT_TEXT_MAX_LENGTH : DEFAULT_TEXTAREA_MAX_LENGTH);
      const text = z.string().max(max, { error: `${amountFormat.format(max)} caractères au maximum` });
      return field.name === 'employeurSiret'
        ? text.refine((value) => parseSiret(value) !== null, {
            error: 'Le numéro SIRET compte 14 chiffres',
          })
        : text;
    }
    case 'email':
      return z
        .string()
        .max(field.maxLength ?? EMAIL_MAX_LENGTH, { error: 'Adresse e-mail trop longue' })
        .pipe(z.email({ error: 'Adresse e-mail invalide' }));
    case 'date':
      return z.string().refine((value) => parseIsoDate(value) !== null, {
        error: 'Date invalide (format attendu : AAAA-MM-JJ)',
      });
    case 'time':
      return z.string().refine((value) => parseTime(value) !== null, {
        error: 'Heure invalide (format attendu : HH:MM)',
      });
    case 'money':
      return z.string().superRefine((value, context) => {
        const parsed = parseEuros(value);
        if (parsed.ok) return;
        const messages = {
          format: 'Montant invalide : indiquez un nombre d’euros, par exemple 1 234,56',
          decimals: 'Le montant ne peut pas avoir plus de 2 décimales',
          negative: 'Le montant ne peut pas être négatif',
          'too-large': `Montant trop élevé (${amountFormat.format(MAX_LETTER_AMOUNT_EUROS)} € au maximum)`,
        } as const;
        context.addIssue({ code: 'custom', message: messages[parsed.reason] });
      });
    case 'number':
      return z.string().superRefine((value, context) => {
        const number = parseLetterNumber(value);
        if (number === null) {
          context.addIssue({ code: 'custom', message: 'Nombre invalide' });
        } else if (!Number.isFinite(number) || Math.abs(number) > (field.max ?? MAX_LETTER_NUMBER)) {
          // A bound for every number field, so that none prints « ? » or « ∞ » (issue 22, audit).
          context.addIssue({
            code: 'custom',
            message: `La valeur maximale est ${amountFormat.format(field.max ?? MAX_LETTER_NUMBER)}`,
          });
        } else if (field.min !== undefined && number < field.min) {
          context.addIssue({
            code: 'custom',
            message: `La valeur minimale est ${amountFormat.format(field.min)}`,
          });
        } else if (field.max !== undefined && number > field.max) {
          context.addIssue({
            code: 'custom',
            message: `La valeur maximale est ${amountFormat.format(field.max)}`,
          });
        }
      });
    case 'select': {
      const allowed = new Set(field.options.map((option) => option.value));
      return z
        .string()
        .refine((value) => allowed.has(value), { error: 'Choisissez une des options proposées' });
    }
  }
}

/** The largest number any letter field takes when its template sets no lower bound of its own. */
export const MAX_LETTER_NUMBER = 1_000_000;

/**
 * The schema of one field's value: a string, trimmed, where an empty string counts as no value
 * (a cleared input), then the field's own rules.
 */
export function letterFieldSchema(field: LetterField): z.ZodType<string | undefined, unknown> {
  const rules = valueRules(field);
  const emptyToUndefined = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const inner = field.required
    ? z
        .string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Valeur invalide') })
        .pipe(rules)
    : z.string({ error: 'Valeur invalide' }).pipe(rules).optional();
  return z.preprocess(emptyToUndefined, inner);
}

/** What a form holds for a letter: every field by name (the form's inputs are strings). */
export type LetterFormValues = Record<string, string | undefined>;

/**
 * The zod schema of the values of `template`'s form, standard fields included, with French
 * messages: required fields, length limits, dates, times, euros (at most 2 decimals), numbers within
 * their bounds, select options. The parsed values are trimmed strings (`undefined` when left empty),
 * ready for `renderLetter`. A field with `requiredWhen` is asked for when its condition holds; the
 * template's `checks` (an end after its start…) are reported under their field. Unknown keys are dropped.
 */
export function letterValuesSchema(
  template: LetterTemplate,
): z.ZodObject<Record<string, z.ZodType<string | undefined, unknown>>> {
  const fields = letterFormFields(template);
  const conditional = fields.filter((field) => field.requiredWhen !== undefined);
  const shape = Object.fromEntries(fields.map((field) => [field.name, letterFieldSchema(field)]));
  return z.object(shape).superRefine(
    (values: Readonly<Record<string, unknown>>, context) => {
      for (const field of conditional) {
        if (!field.requiredWhen || !conditionHolds(field.requiredWhen, values)) continue;
        // An empty value was turned into undefined; a value of another type has its own issue.
        if (values[field.name] !== undefined) continue;
        context.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: [field.name] });
      }
      for (const issue of letterCheckIssues(template, values)) {
        context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
      }
    },
    // Run even when other fields are invalid, so that the form shows every issue at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
