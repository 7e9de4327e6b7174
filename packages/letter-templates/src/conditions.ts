import type { LetterCondition } from './types.ts';

/** Whether a condition holds for the form's values: a select's value, or a field filled in. */
export function conditionHolds(
  condition: LetterCondition,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const raw = values[condition.field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  return 'equals' in condition ? value === condition.equals : value !== '';
}

/** Two conditions on the same field with the same test. */
export function sameCondition(a: LetterCondition | undefined, b: LetterCondition | undefined): boolean {
  if (!a || !b || a.field !== b.field) return false;
  if ('equals' in a) return 'equals' in b && a.equals === b.equals;
  return 'filled' in b;
}
