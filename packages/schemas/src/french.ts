/**
 * French elision and gender in the sentences we generate around a name, a month or an acronym:
 * « le bulletin d’Élodie », « d’avril 2026 », « dans l’EURL », « dans le GIE ». One helper, used by
 * every screen, e-mail and document that puts a variable word after « de », « le » or « la ».
 */

/** The typographic apostrophe of our texts. */
const APOSTROPHE = '\u2019';

/**
 * Whether « de », « le », « la » elide before `word`: it starts with a vowel, or with an h, taken as
 * mute (first names: « d’Hélène », « d’Hugo »). Acronyms read letter by letter keep their article
 * unless their first letter is a vowel (« la SARL », « l’EURL »).
 */
export function elidesBefore(word: string): boolean {
  return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(word.trim());
}

/** « de Camille », « d’Élodie », « d’avril 2026 ». */
export function deBefore(word: string): string {
  const trimmed = word.trim();
  return elidesBefore(trimmed) ? `d${APOSTROPHE}${trimmed}` : `de ${trimmed}`;
}

/** Grammatical gender of a noun: `f` (la) or `m` (le). */
export type FrenchGender = 'f' | 'm';

/** « la SAS », « l’EURL », « le GIE ». */
export function withDefiniteArticle(noun: string, gender: FrenchGender): string {
  const trimmed = noun.trim();
  if (elidesBefore(trimmed)) return `l${APOSTROPHE}${trimmed}`;
  return `${gender === 'f' ? 'la' : 'le'} ${trimmed}`;
}

/** A month's name inside a sentence: lower case, as French writes it (« janvier 2026 », not « Janvier 2026 »). */
export function inSentence(label: string): string {
  return label.charAt(0).toLocaleLowerCase('fr-FR') + label.slice(1);
}

/**
 * French typography for any text we render, the one filter of the site, the assistant and the
 * documents: a no-break space before « : ; ! ? » and inside « », a narrow no-break space between
 * thousands (« 1 803 € » never breaks inside), a no-break space between a number and its unit
 * (€, %), and no space before a full stop or a comma (« voir cet article . »). Idempotent; it only
 * changes spaces, never words.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/(\d)[ \u00a0](?=\d{3}(?!\d))/g, '$1\u202f')
    .replace(/(\d)[ \u202f]?(€|%)/g, '$1\u00a0$2')
    .replace(/ (?=[:;!?»])/g, '\u00a0')
    .replace(/« /g, '«\u00a0')
    .replace(/(\S) +([.,])(?=\s|$)/g, '$1$2')
    .replace(/^ +([.,])(?=\s|$)/, '$1');
}
