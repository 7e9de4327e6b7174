import { TOTP_DIGITS } from '@dirigeo/schemas';
import { Secret, TOTP } from 'otpauth';

/** Who the authenticator app shows the codes for. */
const TOTP_ISSUER = 'Dirigeo';
/** RFC 6238's defaults, the only ones every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changes. */
const WINDOW = 1;

/** A new random secret (160 bits, RFC 4226 §4's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/**
 * The time step (RFC 6238's counter) whose code `code` is, within one step of `now`; null when it
 * is none of them. The caller accepts each step once.
 */
export function totpStepOf(secret: string, code: string, now: Date = new Date()): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: PERIOD_SECONDS,
    timestamp,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}
