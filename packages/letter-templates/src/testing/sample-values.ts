import { letterCheckIssues } from '../checks.ts';
import { conditionHolds } from '../conditions.ts';
import { letterFormFields } from '../standard-fields.ts';
import type { LetterField, LetterTemplate } from '../types.ts';

/** Realistic values of the standard fields, for tests and stories. */
const STANDARD_SAMPLES: Readonly<Record<string, string>> = {
  employeurNom: 'Atelier Martin SAS',
  employeurAdresse: '12 rue des Lilas\n69003 Lyon',
  employeurSiret: '12345678900012',
  employeurDestinataire: 'Madame Sophie Bernard, directrice des ressources humaines',
  signataireNom: 'Paul Martin',
  signataireQualite: 'Président',
  salarieCivilite: 'madame',
  salarieNom: 'Claire Dupont',
  salarieAdresse: '5 avenue Jean Jaurès\n69007 Lyon',
  lieu: 'Lyon',
  dateLettre: '2026-11-22',
};

/**
 * A value of `field` that the schema accepts and that can be recognised in the rendered letter:
 * texts carry the field's name, dates, times and amounts differ from one field to the next.
 */
function sampleValue(field: LetterField, index: number): string {
  switch (field.kind) {
    case 'text':
      return `texte-${field.name}`.slice(0, field.maxLength ?? 200);
    case 'textarea':
      return `paragraphe-${field.name}`.slice(0, field.maxLength ?? 4000);
    case 'email':
      return `${field.name.toLowerCase()}@exemple.fr`;
    case 'date':
      return new Date(Date.UTC(2026, 0, 2 + index * 5)).toISOString().slice(0, 10);
    case 'time':
      return `${String(8 + (index % 10)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`;
    case 'money':
      return `${1000 + index * 111},${String(10 + index).slice(-2)}`;
    case 'number': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 100;
      return String(Math.min(max, Math.max(min, 2 + index)));
    }
    case 'select':
      return field.options[index % field.options.length]?.value ?? '';
  }
}

export interface SampleOptions {
  /** Each select takes its option of this position (wrapping around), so that variants cover them all. */
  readonly choice?: number;
  /** Leave the optional fields empty (those whose `requiredWhen` holds are still filled). */
  readonly withoutOptional?: boolean;
}

/** Values for every field of `template`'s form that the schema accepts. */
export function sampleLetterValues(
  template: LetterTemplate,
  options: SampleOptions = {},
): Record<string, string> {
  const fields = letterFormFields(template);
  const values: Record<string, string> = {};
  for (const [index, field] of fields.entries()) {
    const standard = STANDARD_SAMPLES[field.name];
    if (field.kind === 'select') {
      // Selects, the standard civilité included, take the variant's option.
      values[field.name] = field.options[(options.choice ?? 0) % field.options.length]?.value ?? '';
    } else values[field.name] = standard ?? sampleValue(field, index);
  }
  // Move the values the template's checks refuse (an end before its start…) to the nearest they accept.
  for (let round = 0; round < 20; round += 1) {
    const issues = letterCheckIssues(template, values);
    if (issues.length === 0) break;
    for (const issue of issues) {
      const field = fields.find((candidate) => candidate.name === issue.field);
      const period = template.checks?.find(
        (check) => check.kind === 'daysInPeriod' && check.field === issue.field,
      );
      // A period too short for the smallest number allowed: lengthen it by a week.
      if (
        field?.kind === 'number' &&
        period?.kind === 'daysInPeriod' &&
        Number(issue.fix) < (field.min ?? 0)
      ) {
        const end = values[period.end] ?? '';
        values[period.end] = new Date(Date.parse(end) + 7 * 86_400_000).toISOString().slice(0, 10);
      } else values[issue.field] = issue.fix;
    }
  }
  if (options.withoutOptional) {
    for (const field of fields) {
      const neededHere = field.requiredWhen !== undefined && conditionHolds(field.requiredWhen, values);
      if (!field.required && !neededHere) delete values[field.name];
    }
  }
  return values;
}

/** The value variants that reach every option of every select (civilité included), with and without optional fields. */
export function sampleVariants(template: LetterTemplate): Record<string, string>[] {
  const choices = Math.max(
    1,
    ...letterFormFields(template).map((field) => (field.kind === 'select' ? field.options.length : 1)),
  );
  return Array.from({ length: choices }, (_, choice) => [
    sampleLetterValues(template, { choice }),
    sampleLetterValues(template, { choice, withoutOptional: true }),
  ]).flat();
}
