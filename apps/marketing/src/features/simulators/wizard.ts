/**
 * The simulators ask one step at a time, as a person would answer (what happened, then the dates, then
 * the salaries). A step is shown or skipped by the answers already given (a dismissal for faute grave
 * asks for no salary), and cannot be left while one of its answers is missing or unreadable.
 */

/** Each field's French message, by the field's name (`startDate`, `absences.0.from`…). */
export type FieldErrors = Readonly<Record<string, string>>;

/** One step of a simulator. */
export interface WizardStep<Form> {
  /** Stable identifier, also the id of its heading. */
  readonly id: string;
  /** The step's question, as its heading shows it. */
  readonly title: string;
  /** Whether the step is asked for these answers; asked always when absent. */
  readonly when?: (form: Form) => boolean;
  /** The message of each of the step's answers that is missing or unreadable; empty when answered. */
  readonly validate: (form: Form) => FieldErrors;
}

/** Where a simulator stands: one of its steps, or its result. */
export type WizardPosition = { readonly kind: 'step'; readonly id: string } | { readonly kind: 'result' };

/** The steps asked for these answers, in order. */
export function askedSteps<Form>(steps: readonly WizardStep<Form>[], form: Form): WizardStep<Form>[] {
  return steps.filter((step) => step.when === undefined || step.when(form));
}

/** Whether `errors` holds any message. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Where « Suivant » leads from step `currentId`: the next step asked for these answers, or the result
 * after the last one. A step that is no longer asked (an earlier answer changed) leads to the first
 * asked step after its place in the list.
 */
export function nextPosition<Form>(
  steps: readonly WizardStep<Form>[],
  form: Form,
  currentId: string,
): WizardPosition {
  const index = steps.findIndex((step) => step.id === currentId);
  const next = steps.slice(index + 1).find((step) => step.when === undefined || step.when(form));
  return next === undefined ? { kind: 'result' } : { kind: 'step', id: next.id };
}

/** Where « Précédent » leads from `position`: the previous step asked, or null on the first one. */
export function previousPosition<Form>(
  steps: readonly WizardStep<Form>[],
  form: Form,
  position: WizardPosition,
): WizardPosition | null {
  const asked = askedSteps(steps, form);
  if (position.kind === 'result') {
    const last = asked.at(-1);
    return last === undefined ? null : { kind: 'step', id: last.id };
  }
  const index = steps.findIndex((step) => step.id === position.id);
  const previous = steps
    .slice(0, Math.max(index, 0))
    .findLast((step) => step.when === undefined || step.when(form));
  return previous === undefined ? null : { kind: 'step', id: previous.id };
}

/**
 * The first asked step that is not fully answered, or the result when every one is: the result is only
 * ever computed from answers every step accepted.
 */
export function firstUnanswered<Form>(steps: readonly WizardStep<Form>[], form: Form): WizardPosition {
  const step = askedSteps(steps, form).find((candidate) => hasErrors(candidate.validate(form)));
  return step === undefined ? { kind: 'result' } : { kind: 'step', id: step.id };
}

/**
 * « Étape 2 sur 4 » for a step. The steps asked depend on the answers, some not given yet: while the
 * step shown or an earlier one is still unanswered, the steps after it count as asked (the longest
 * way), so that a blank form does not say « Étape 1 sur 1 » and then « Étape 1 sur 4 »; once they are
 * answered, only the steps these answers ask count (a faute grave: « Étape 1 sur 1 »).
 */
export function stepCounter<Form>(steps: readonly WizardStep<Form>[], form: Form, id: string): string {
  const index = steps.findIndex((step) => step.id === id);
  const isAsked = (step: WizardStep<Form>) => step.when === undefined || step.when(form);
  const settled = steps
    .slice(0, index + 1)
    .every((step) => !isAsked(step) || !hasErrors(step.validate(form)));
  const counted = steps.filter((step, position) => isAsked(step) || (position > index && !settled));
  return `Étape ${counted.findIndex((step) => step.id === id) + 1} sur ${counted.length}`;
}
