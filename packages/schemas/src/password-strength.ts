import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as fr from '@zxcvbn-ts/language-fr';

/**
 * Below this many guesses (10^7) a password is refused: it is in the lists of common and breached
 * passwords (zxcvbn-ts's `passwords-common`, French words and names) or barely more (« motdepasse123 »,
 * « azertyuiop », « soleil2024 »). OWASP ASVS 5.0 §6.2.4 asks that such passwords be refused; the
 * length rule of spec 000 (8 characters) stays the first check.
 */
export const MIN_PASSWORD_GUESSES_LOG10 = 7;

/** The API's message for a refused password (shown under the field). */
export const PASSWORD_TOO_GUESSABLE_MESSAGE =
  'Ce mot de passe est trop courant ou trop facile à deviner : ajoutez des mots ou des caractères moins prévisibles';

/** Levels of the strength hint under a password field, from 0 (very weak) to 4 (very strong). */
export const PASSWORD_STRENGTH_LABELS = ['Très faible', 'Faible', 'Moyen', 'Bon', 'Excellent'] as const;

export interface PasswordStrength {
  /** 0 to 4, as zxcvbn rates it. */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** True when the API refuses it (too common or too guessable). */
  tooGuessable: boolean;
  /** zxcvbn's French warning, when it has one. */
  warning: string | null;
}

let factory: ZxcvbnFactory | undefined;

/**
 * The strength of a password, with the common and breached passwords lists, French dictionaries and
 * keyboard patterns (zxcvbn-ts). `userInputs`: the account's own words (username, names, company),
 * which count as guessable too. The same function runs in the API (refusal) and the forms (hint).
 */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): PasswordStrength {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: fr.translations,
  });
  // zxcvbn's cost grows with the length; past 100 characters no password is guessable anyway.
  const result = factory.check(
    password.slice(0, 100),
    userInputs.filter((input) => input.length > 0),
  );
  const score = result.score;
  return {
    score,
    label: PASSWORD_STRENGTH_LABELS[score],
    tooGuessable: result.guessesLog10 < MIN_PASSWORD_GUESSES_LOG10,
    warning: result.feedback.warning || null,
  };
}
