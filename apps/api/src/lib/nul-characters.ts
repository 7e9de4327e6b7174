/**
 * PostgreSQL cannot store a NUL character (U+0000) in text: a value holding one fails in the
 * database (an error the client caused, not a 500), so it is refused before.
 */
export const NUL_CHARACTER_MESSAGE = 'La requête contient un caractère nul (U+0000), qui n’est pas accepté';

/** Whether a parsed value holds a NUL character in any string or key, at any depth. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}
