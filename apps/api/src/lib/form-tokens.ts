import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that time a public form on the server. The form asks for one when it loads; the token is
 * the time it was issued, signed (HMAC-SHA-256 with a key derived from the session secret), so a
 * robot posting directly cannot claim to have spent three seconds on a form it never loaded.
 * `v1.<issued at, ms>.<signature, base64url>`.
 */
export class FormTokens {
  readonly #key: Buffer;

  constructor(secret: string) {
    // A key of its own, so that a form token can never pass for a session signature or the reverse.
    this.#key = createHmac('sha256', secret).update('dirigeo form token v1').digest();
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url');
  }

  /** A token issued at `now` (ms since the epoch). */
  issue(now: number = Date.now()): string {
    const payload = `v1.${Math.floor(now)}`;
    return `${payload}.${this.#sign(payload)}`;
  }

  /** How many ms ago the token was issued, or null when it is not one of ours (forged, altered, malformed). */
  ageOf(token: string, now: number = Date.now()): number | null {
    const match = /^(v1\.(\d{13,15}))\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, payload = '', issuedAt = '', signature = ''] = match;
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return now - Number(issuedAt);
  }
}
