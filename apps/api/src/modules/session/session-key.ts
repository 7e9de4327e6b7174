import { hash } from 'node:crypto';

/**
 * The key a session is stored under: the SHA-256 of its id, in hex. The id itself lives in the
 * cookie only, so a copy of the table (a leak, a backup) opens no session. The id has 192 random
 * bits: a fast hash is enough, no salt nor stretching is needed.
 */
export function sessionKeyOf(sessionId: string): string {
  return hash('sha256', sessionId, 'hex');
}
