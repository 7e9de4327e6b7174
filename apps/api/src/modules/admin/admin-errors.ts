import { DomainError, NotFoundError } from '../../lib/errors.ts';

/** A username typed in any case is the same account: stored and looked up lower-cased. */
export function normaliseAdminUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** 3 to 64 characters: letters without accents, digits, dot, dash, underscore. */
export const ADMIN_USERNAME = /^[a-z0-9._-]{3,64}$/;

/** Refusals of the `admin:*` commands, in French, to print as they are. */
export class AdminAccountError extends DomainError {
  override name = 'AdminAccountError';
  constructor(message: string) {
    super(400, message);
  }
}

export class AdminAccountNotFoundError extends NotFoundError {
  constructor(username: string) {
    super(`Aucun compte d'administration « ${username} ».`);
  }
}
