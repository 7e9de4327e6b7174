import { letterFormFields } from '../standard-fields.ts';
import type { LetterField, LetterTemplate } from '../types.ts';
import type { LetterValues } from '../render-letter.ts';

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
 * A value of `field` that the schema accepts and that can be found in the rendered letter: texts
 * carry the field's name, dates and amounts differ from one field to the next.
 */
export function sampleValue(field: LetterField, index: number): string {
  switch (field.kind) {
    case 'text':
      return `texte-${field.name}`.slice(0, field.maxLength ?? 200);
    case 'textarea':
      return `paragraphe-${field.name}`.slice(0, field.maxLength ?? 4000);
    case 'email':
      return `${field.name.toLowerCase()}@exemple.fr`;
    case 'date': {
      const date = new Date(Date.UTC(2026, 0, 2 + index * 5));
      return date.toISOString().slice(0, 10);
    }
    case 'time':
      return `${String(8 + (index % 10)).padStart(2, '0')}:${index % 2 === 0 ? '30' : '15'}`;
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

/**
 * Values for every field of `template`'s form (optional ones included), `selectChoice` picking the
 * option of every select (by position, wrapping around) so that each conditional paragraph is rendered
 * by some variant.
 */
export function sampleLetterValues(template: LetterTemplate, selectChoice = 0): Record<string, string> {
  return Object.fromEntries(
    letterFormFields(template).map((field, index) => {
      const standard = STANDARD_SAMPLES[field.name];
      if (standard !== undefined) return [field.name, standard];
      if (field.kind === 'select')
        return [field.name, field.options[selectChoice % field.options.length]?.value ?? ''];
      return [field.name, sampleValue(field, index)];
    }),
  ) satisfies LetterValues;
}

/** How many variants cover every option of every select of `template`. */
export function sampleVariantCount(template: LetterTemplate): number {
  return Math.max(1, ...template.fields.map((field) => (field.kind === 'select' ? field.options.length : 1)));
}
