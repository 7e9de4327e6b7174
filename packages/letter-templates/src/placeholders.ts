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

/** A placeholder, with the « de » or « que » just before it when there is one. */
const PLACEHOLDER_WITH_ELIDABLE = /(?:\b(de|De|que|Que) )?\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** A word that starts with a vowel sound takes the elision (« d’assistante », « d’hôtesse »). */
const VOWEL_START = /^(?:[aeiouàâäéèêëîïôöùûü]|h[aeiouàâäéèêëîïôöùûüy])/i;
/**
 * Words with an aspirated h keep « de » (« de haute qualité », « de hors-bord »): the common ones of a
 * working life. A y keeps it too (« de yaourt »), by the first test.
 */
const ASPIRATED_H =
  /^h(?:a(?:ch|ie|ine|ll|lte|mac|meau|nche|ndi|ngar|nt|rc|rd|reng|rgn|ricot|rp|sard|ss|ut|ute|vre)|ât|é(?:risson|ros)|iérarch|ibou|ock|olland|omard|ongr|onte|oquet|ors|otte|oul|ousse|ublot|uée|uit|url|utte)/i;

function startsWithVowelSound(value: string): boolean {
  return VOWEL_START.test(value) && !ASPIRATED_H.test(value);
}

/**
 * Replaces each placeholder by `printField(name)`, eliding « de » and « que » before a value that
 * starts with a vowel (« votre poste de {{poste}} » gives « votre poste d’assistante »). The
 * template's text is checked, not the result: a value the user typed may itself contain braces.
 */
export function fillPlaceholders(text: string, printField: (name: string) => string): string {
  if (hasMalformedPlaceholder(text)) throw new Error(`Placeholder mal formé dans « ${text} »`);
  return text.replace(PLACEHOLDER_WITH_ELIDABLE, (_match, word: string | undefined, name: string) => {
    const value = printField(name);
    if (word === undefined) return value;
    return startsWithVowelSound(value) ? `${word.slice(0, -1)}’${value}` : `${word} ${value}`;
  });
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
