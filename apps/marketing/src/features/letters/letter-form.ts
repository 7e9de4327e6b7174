/**
 * The letter templates' form, as pure functions: its fields in two groups, the values it starts from,
 * the server's French messages put back on their fields, the downloaded file's name, and the holes of the
 * live preview (« [Libellé] », where a value is still missing).
 */
import {
  type LetterField,
  type LetterFileFormat,
  letterFormFields,
  type LetterTemplate,
  STANDARD_FIELD_NAMES,
} from '@dirigeo/letter-templates';

/** The form's values, by field name, as typed. */
export type LetterFormState = Readonly<Record<string, string>>;

/** The form's two groups: the parties, the place and the date; then what the letter says. */
export function letterFieldGroups(template: LetterTemplate): {
  standard: readonly LetterField[];
  own: readonly LetterField[];
} {
  const standard: readonly string[] = STANDARD_FIELD_NAMES;
  const fields = letterFormFields(template);
  return {
    standard: fields.filter((field) => standard.includes(field.name)),
    own: fields.filter((field) => !standard.includes(field.name)),
  };
}

/** Every field empty: the page is the same for every visitor (a static page). */
export function initialLetterValues(template: LetterTemplate): LetterFormState {
  const values: Record<string, string> = {};
  for (const field of letterFormFields(template)) values[field.name] = '';
  return values;
}

/** The letter dated today, in the visitor's time zone, unless a date was already typed. */
export function datedToday(values: LetterFormState, today: Date): LetterFormState {
  return values.dateLettre ? values : { ...values, dateLettre: isoDateOf(today) };
}

/** `YYYY-MM-DD` of a local date. */
export function isoDateOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** One issue of the API's 400 answer. */
export interface ApiIssue {
  readonly path: string;
  readonly message: string;
}

/** The API's issues by field name, the first message of each field. */
export function fieldErrorsOf(issues: readonly ApiIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/**
 * The name of a downloaded file from its `Content-Disposition` (RFC 6266: the UTF-8 `filename*` first,
 * then `filename`), or `fallback` when it has none.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed encoding: the ASCII name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** What the download buttons say, and the file's name before the server names it. */
export const LETTER_FORMATS: readonly { format: LetterFileFormat; label: string }[] = [
  { format: 'docx', label: 'Télécharger en Word (.docx)' },
  { format: 'pdf', label: 'Télécharger en PDF' },
];

/** A piece of the preview's text: what is written, or a hole where a value is missing. */
export interface PreviewSegment {
  readonly text: string;
  readonly hole: boolean;
}

/**
 * The preview's text cut where a value is missing (`renderLetter` prints « [Libellé] » there), so that
 * the holes stand out. The labels of the missing fields are given, so that a bracket typed by the visitor
 * is never taken for a hole.
 */
export function previewSegments(text: string, missingLabels: readonly string[]): PreviewSegment[] {
  if (missingLabels.length === 0) return [{ text, hole: false }];
  const holes = missingLabels.map((label) => `[${label}]`);
  const pattern = new RegExp(
    `(${holes.map((hole) => hole.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  );
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hole: holes.includes(part) }));
}
