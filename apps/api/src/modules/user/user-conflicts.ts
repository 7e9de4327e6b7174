import type { EntityManager } from '@mikro-orm/core';
import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictError } from '../../lib/errors.ts';
import { User } from './user.entity.ts';

const USERNAME_TAKEN_MESSAGE = "Ce nom d'utilisateur est déjà utilisé";
const EMAIL_TAKEN_MESSAGE = 'Cette adresse e-mail est déjà utilisée';

/** E-mail addresses are compared without case: stored lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The condition « this username, whatever its case »: `Alice` and `alice` are one account (the
 * `app_user_username_lower_unique` index holds it), while the username keeps the case it was typed in.
 */
export function usernameIs(username: string) {
  return { [raw('lower(username)')]: username.trim().toLowerCase() };
}

/** Throws a 409 naming the field when another user already has this username or e-mail. */
export async function assertUnique(
  em: EntityManager,
  fields: { username?: string; email?: string },
  exceptUserId?: number,
): Promise<void> {
  const others = exceptUserId === undefined ? {} : { id: { $ne: exceptUserId } };
  if (
    fields.username !== undefined &&
    (await em.count(User, { ...usernameIs(fields.username), ...others })) > 0
  ) {
    throw new ConflictError(USERNAME_TAKEN_MESSAGE, 'username');
  }
  if (fields.email !== undefined && (await em.count(User, { email: fields.email, ...others })) > 0) {
    throw new ConflictError(EMAIL_TAKEN_MESSAGE, 'email');
  }
}

/**
 * Two requests can pass `assertUnique` at the same time; the unique indexes decide, and this turns
 * their violation into the same 409.
 */
export function conflictFromUniqueViolation(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  return error.message.includes('app_user_email_unique') ||
    error.message.includes('app_user_email_lower_unique')
    ? new ConflictError(EMAIL_TAKEN_MESSAGE, 'email')
    : new ConflictError(USERNAME_TAKEN_MESSAGE, 'username');
}
