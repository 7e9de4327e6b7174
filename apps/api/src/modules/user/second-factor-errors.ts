import { DomainError, ValidationError } from '../../lib/errors.ts';

export const WRONG_SECOND_FACTOR_MESSAGE = 'Code incorrect ou déjà utilisé';
export const WRONG_TOTP_MESSAGE =
  'Code incorrect : vérifiez que l’heure de votre téléphone est juste et saisissez le code affiché maintenant';

/**
 * A second factor (or the password asked with it) refused in the settings: 400, under its field.
 * The routes count these per account (`routes/second-factor-limit.ts`).
 */
export class WrongSecondFactorError extends ValidationError {
  override name = 'WrongSecondFactorError';
  constructor(message: string = WRONG_SECOND_FACTOR_MESSAGE, path: 'code' | 'password' = 'code') {
    super([{ path, message }], message);
  }
}

/** The sign-in's second step refused: 401, as a wrong password is. */
export class SignInSecondFactorError extends DomainError {
  override name = 'SignInSecondFactorError';
  constructor() {
    super(401, WRONG_SECOND_FACTOR_MESSAGE);
  }
}
