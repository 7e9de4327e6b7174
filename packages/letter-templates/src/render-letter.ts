import {
  formatLetterDate,
  formatLetterMoney,
  formatLetterNumber,
  formatLetterTime,
  formatSiret,
  parseEuros,
  parseIsoDate,
  parseLetterNumber,
  parseSiret,
  parseTime,
} from './format.ts';
import { conditionHolds } from './conditions.ts';
import { fillPlaceholders } from './placeholders.ts';
import { letterFormFields } from './standard-fields.ts';
import type { LetterField, LetterTemplate } from './types.ts';

/** The form's values, by field name, as typed (dates `YYYY-MM-DD`, times `HH:MM`, euros as typed). */
export type LetterValues = Readonly<Record<string, string | undefined>>;

/**
 * A letter ready to lay out, independent of the output format: every placeholder replaced, every
 * condition resolved, every value formatted in French. The web preview, the .docx and the PDF all
 * print this same object.
 */
export interface LetterDocument {
  /** The template's slug (file names, links). */
  readonly slug: string;
  /** The template's title (document metadata). */
  readonly title: string;
  /** The author's block, top left: name first, then address lines (and the SIRET for a company). */
  readonly sender: readonly string[];
  /** The recipient's block: name first, then address lines. */
  readonly recipient: readonly string[];
  /** « Lyon, le 22 novembre 2026 ». */
  readonly placeAndDate: string;
  /** The letter's date as typed (`YYYY-MM-DD`), when it is a valid date: used to name the files. */
  readonly isoDate?: string;
  /** « Lettre recommandée avec avis de réception ». */
  readonly delivery?: string;
  /** The subject, without « Objet : ». */
  readonly subject: string;
  readonly salutation: string;
  /** The body's paragraphs; a paragraph may hold line breaks (`\n`) from a multi-line field. */
  readonly paragraphs: readonly string[];
  readonly closing: string;
  /** The signatory: name, then quality for a company. */
  readonly signature: readonly string[];
  /** What the recipient signs, with their name, when the template asks for it. */
  readonly countersignature?: { readonly text: string; readonly name: string };
  /**
   * Fields printed as « [Libellé du champ] » because their value is missing or unreadable. Empty for
   * a letter whose values passed `letterValuesSchema`: only a live preview has holes.
   */
  readonly missingFields: readonly string[];
}

/** The text a valid value prints, or `null` when it is empty or unreadable. */
function printValue(field: LetterField, raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  switch (field.kind) {
    case 'text':
    case 'email':
      if (field.name === 'employeurSiret') return parseSiret(value) ? formatSiret(value) : null;
      return value.replace(/\s+/g, ' ');
    case 'textarea':
      return value
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
        .join('\n');
    case 'date':
      return parseIsoDate(value) ? formatLetterDate(value) : null;
    case 'time':
      return parseTime(value) ? formatLetterTime(value) : null;
    case 'money':
      return parseEuros(value).ok ? formatLetterMoney(value) : null;
    case 'number':
      return parseLetterNumber(value) === null ? null : formatLetterNumber(value, field.unit);
    case 'select': {
      const option = field.options.find((candidate) => candidate.value === value);
      return option ? (option.text ?? option.label) : null;
    }
  }
}

/**
 * French typography: a no-break space before « : ; ? ! » and inside « », and between an article's
 * letter and its number (« L. 1232-2 »), so that no line starts with a colon or a bare number.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;?!»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/\b([LRD])\. (?=\d)/g, '$1.\u00a0');
}

/**
 * Renders `template` with `values`: the standard blocks from the standard fields, the template's
 * texts with their placeholders replaced and their conditional paragraphs kept or dropped.
 *
 * A missing or unreadable value prints as « [Libellé] » and is listed in `missingFields` (the live
 * preview shows the letter as it fills); validate with `letterValuesSchema` before producing a
 * file. A placeholder that names no field of the template is a bug of the template: it throws.
 */
export function renderLetter(template: LetterTemplate, values: LetterValues): LetterDocument {
  const fields = new Map(letterFormFields(template).map((field) => [field.name, field]));
  const missing = new Set<string>();

  const print = (name: string): string => {
    const field = fields.get(name);
    if (!field) throw new Error(`Modèle « ${template.slug} » : le champ {{${name}}} n'existe pas`);
    const text = printValue(field, values[name]);
    if (text !== null) return text;
    missing.add(name);
    return `[${field.label}]`;
  };
  const printOptional = (name: string): string | null => {
    const field = fields.get(name);
    return field ? printValue(field, values[name]) : null;
  };
  const fill = (text: string): string => frenchSpacing(fillPlaceholders(text, print));
  // An address block has no empty line.
  const lines = (name: string): string[] =>
    print(name)
      .split('\n')
      .filter((line) => line !== '');

  const employerBlock = [print('employeurNom'), ...lines('employeurAdresse')];
  const employeeName = print('salarieNom');
  const employeeBlock = [employeeName, ...lines('salarieAdresse')];

  let sender: string[];
  let recipient: string[];
  let signature: string[];
  if (template.author === 'employer') {
    const siret = printOptional('employeurSiret');
    sender = siret ? [...employerBlock, `SIRET : ${siret}`] : employerBlock;
    recipient = [`${print('salarieCivilite')} ${employeeName}`, ...employeeBlock.slice(1)];
    signature = [print('signataireNom'), print('signataireQualite')];
  } else {
    const attention = printOptional('employeurDestinataire');
    sender = employeeBlock;
    recipient = attention
      ? [employerBlock[0] ?? '', `À l’attention de ${attention}`, ...employerBlock.slice(1)]
      : employerBlock;
    signature = [employeeName];
  }

  const placeAndDate = `${print('lieu')}, le ${print('dateLettre')}`;
  const letterDate = values.dateLettre?.trim();
  const counter = template.countersignature;

  const document: LetterDocument = {
    slug: template.slug,
    title: template.nom,
    sender,
    recipient,
    placeAndDate,
    ...(letterDate && parseIsoDate(letterDate) ? { isoDate: letterDate } : {}),
    ...(template.delivery === undefined ? {} : { delivery: fill(template.delivery) }),
    subject: fill(template.subject),
    salutation: fill(template.salutation),
    paragraphs: template.body
      .filter((block) => !block.when || conditionHolds(block.when, values))
      .map((block) => fill(block.text)),
    closing: fill(template.closing),
    signature,
    ...(counter && (!counter.when || conditionHolds(counter.when, values))
      ? { countersignature: { text: fill(counter.text), name: recipient[0] ?? '' } }
      : {}),
    missingFields: [],
  };
  return { ...document, missingFields: [...missing] };
}
