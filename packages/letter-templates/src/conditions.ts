import type { LetterCondition } from './types.ts';

/** Whether a condition holds for the form's values: a select's value (or one of several), or a field filled in. */
export function conditionHolds(
  condition: LetterCondition,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const raw = values[condition.field];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if ('equals' in condition) return value === condition.equals;
  if ('oneOf' in condition) return condition.oneOf.includes(value);
  return value !== '';
}

/**
 * Whether `a` holding guarantees that `b` holds (both on the same field): a paragraph printed under
 * `a` may print a field that `b` makes required.
 */
export function conditionImplies(a: LetterCondition | undefined, b: LetterCondition | undefined): boolean {
  if (!a || !b || a.field !== b.field) return false;
  const valuesOfA = 'equals' in a ? [a.equals] : 'oneOf' in a ? a.oneOf : null;
  if ('filled' in b) return valuesOfA === null || valuesOfA.every((value) => value !== '');
  if (valuesOfA === null) return false;
  const valuesOfB = 'equals' in b ? [b.equals] : b.oneOf;
  return valuesOfA.every((value) => valuesOfB.includes(value));
}
