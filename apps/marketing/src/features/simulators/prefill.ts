/**
 * A simulator opened from the assistant's answer comes with the figures the visitor gave
 * (issue 28 §1): `/outils/simulateur/indemnite-licenciement?startDate=2020-11-27&endDate=2026-11-27&salary=2500`.
 * A parameter fills the answer of the same name when the form has it as text; `salary` fills each
 * month's salary. Nothing else is read, and every answer is still checked by its step.
 */

/** The longest value taken from the address: dates, amounts and choices are short. */
const MAX_VALUE_LENGTH = 40;

/** The form's initial answers with those the address gives, or null when it gives none. */
export function prefilledForm<Form>(initial: Form, search: string): Form | null {
  const params = new URLSearchParams(search);
  if (typeof initial !== 'object' || initial === null) return null;
  const answers: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  let changed = false;
  for (const [key, value] of params) {
    if (value.length > MAX_VALUE_LENGTH) continue;
    if (key === 'salary' && Array.isArray(answers.monthlySalaries)) {
      answers.monthlySalaries = answers.monthlySalaries.map(() => value);
      changed = true;
    } else if (Object.hasOwn(answers, key) && typeof answers[key] === 'string') {
      answers[key] = value;
      changed = true;
    }
  }
  return changed ? (answers as Form) : null;
}
