import type { LetterTemplate } from './types.ts';

/** `{{fieldName}}`: a camelCase name between double braces, spaces allowed inside. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The field names a text refers to, in order of appearance (repeated names kept). */
export function placeholdersOf(text: string): string[] {
  return Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
}

/** A `{{` or `}}` left once the well-formed placeholders are taken out: a typo in the template. */
export function hasMalformedPlaceholder(text: string): boolean {
  const rest = text.replace(PLACEHOLDER, '');
  return rest.includes('{{') || rest.includes('}}');
}

/**
 * Replaces each placeholder by `printField(name)`. The template's text is checked, not the result: a
 * value the user typed may itself contain braces.
 */
export function fillPlaceholders(text: string, printField: (name: string) => string): string {
  if (hasMalformedPlaceholder(text)) throw new Error(`Placeholder mal formé dans « ${text} »`);
  return text.replace(PLACEHOLDER, (_match, name: string) => printField(name));
}

/** Every text of a template that can hold placeholders, with where it sits (for error messages). */
export function templateTexts(template: LetterTemplate): { where: string; text: string }[] {
  return [
    { where: 'subject', text: template.subject },
    { where: 'salutation', text: template.salutation },
    ...(template.delivery === undefined ? [] : [{ where: 'delivery', text: template.delivery }]),
    ...template.body.map((block, index) => ({ where: `body[${index}]`, text: block.text })),
    { where: 'closing', text: template.closing },
    ...(template.countersignature
      ? [{ where: 'countersignature', text: template.countersignature.text }]
      : []),
  ];
}
