import { createRequire } from 'node:module';
let folded: ReadonlySet<string> | undefined;

/**
 * Whether `word` (folded as `foldQuestion` folds it: lower case, no accents) is a word of the French language, in any of its
 * forms (« magasinier », « colère », « humilie », « aimerais », « tunisien »), as the
 * `an-array-of-french-words` list holds them (336 000 forms, Letterpress's list; an acronym, a brand
 * or a trade's jargon is not there: « cfe », « kbis », « inpi », « bitcoin », « plaquiste »). The
 * list is read the first time it is asked (about 60 ms and 20 MB), by the assistant's first question
 * holding a word our texts never write, and kept.
 */
export function isFrenchWord(word: string): boolean {
  folded ??= new Set(
    (createRequire(import.meta.url)('an-array-of-french-words') as string[]).map((form) =>
      form
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/œ/g, 'oe'),
    ),
  );
  return folded.has(word);
}
