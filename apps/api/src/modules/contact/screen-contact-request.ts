import {
  CONTACT_FORM_TOKEN_MAX_AGE_MS,
  CONTACT_HONEYPOT_FIELDS,
  CONTACT_MIN_FILL_MS,
} from '@dirigeo/schemas';
import type { FormTokens } from '../../lib/form-tokens.ts';

/** What the server makes of a contact request before reading its fields. */
export type ContactScreening =
  /** A person's: its fields are checked, then it is stored. */
  | { verdict: 'person'; fillMs: number }
  /** A robot's: answered as a success, dropped (spec 001 §5, enforced by the server too). */
  | { verdict: 'robot'; reason: 'honeypot' | 'no-token' | 'too-fast' }
  /** A person's whose page stayed open too long: asked to reload it. */
  | { verdict: 'expired' };

function filled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/**
 * The checks the form makes in the browser, made again on what reached the server, before any
 * field is read: a hidden field filled (honeypot), no form token of ours, or less than 3 s between
 * the form's loading (its token) and this request. A request failing them is a robot's.
 */
export function screenContactRequest(body: unknown, tokens: FormTokens, now = Date.now()): ContactScreening {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (CONTACT_HONEYPOT_FIELDS.some((name) => filled(fields[name])))
    return { verdict: 'robot', reason: 'honeypot' };
  const token = fields.formToken;
  const age = typeof token === 'string' ? tokens.ageOf(token, now) : null;
  if (age === null) return { verdict: 'robot', reason: 'no-token' };
  if (age < CONTACT_MIN_FILL_MS) return { verdict: 'robot', reason: 'too-fast' };
  if (age > CONTACT_FORM_TOKEN_MAX_AGE_MS) return { verdict: 'expired' };
  return { verdict: 'person', fillMs: age };
}
