import { estimatePasswordStrength, PASSWORD_TOO_GUESSABLE_MESSAGE } from '@dirigeo/schemas/password-strength';
import { ValidationError } from '../../lib/errors.ts';

/** The account's own words, which an attacker tries first. */
export interface PasswordContext {
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
}

/**
 * Refuses a password found in the lists of common and breached passwords, or barely different
 * (OWASP ASVS 5.0 §6.2.4), or made of the account's own words; `field` is the form's field.
 */
export function assertAcceptablePassword(password: string, context: PasswordContext, field: string): void {
  const words = [
    context.username,
    context.email?.split('@')[0],
    context.firstName,
    context.lastName,
    context.company,
  ];
  const strength = estimatePasswordStrength(
    password,
    words.filter((word): word is string => word !== undefined),
  );
  if (strength.tooGuessable) {
    throw new ValidationError([{ path: field, message: PASSWORD_TOO_GUESSABLE_MESSAGE }]);
  }
}
