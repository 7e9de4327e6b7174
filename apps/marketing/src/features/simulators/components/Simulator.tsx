import { prefilledForm } from '../prefill.ts';
import { Button } from '@dirigeo/ui/button';
import {
  Component,
  type FormEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  type FieldErrors,
  firstUnanswered,
  hasErrors,
  nextPosition,
  previousPosition,
  stepCounter,
  type WizardPosition,
  type WizardStep,
} from '../wizard.ts';
import * as styles from './simulators.css.ts';

/** What a step's fields need: the answers, a way to change them, the messages to show, the fields' ids. */
export interface StepContext<Form> {
  readonly form: Form;
  readonly update: (patch: Partial<Form>) => void;
  /** The messages of the step's fields, shown once « Suivant » was pressed. */
  readonly errors: FieldErrors;
  /** The id of a field, from its name (`absences.0.from`). */
  readonly id: (name: string) => string;
}

export interface SimulatorProps<Form> {
  /** The simulator's name, for the form's accessible name. */
  readonly name: string;
  readonly steps: readonly WizardStep<Form>[];
  readonly initialForm: Form;
  readonly renderStep: (stepId: string, context: StepContext<Form>) => ReactNode;
  /**
   * The result of answers every step accepted: a lazy component (`React.lazy`), so that the computation
   * and its explanations load only when the visitor asks for them.
   */
  readonly renderResult: (form: Form) => ReactNode;
  /** Starts loading the result's code, called once the last step is shown. */
  readonly prefetchResult?: () => unknown;
}

/** What the result shows if its code cannot be loaded (the connection dropped) or fails. */
class ResultBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p role="alert" className={styles.error}>
        Le résultat n’a pas pu être affiché. Vérifiez votre connexion, rechargez la page et réessayez.
      </p>
    ) : (
      this.props.children
    );
  }
}

/**
 * A simulator that asks one step at a time: « Suivant » checks the step's answers (the first field in
 * error gets the focus), skips the steps the answers make pointless, and shows the result after the last
 * one; the heading of each new step or of the result gets the focus, so that a screen reader reads it.
 */
export function Simulator<Form>({
  name,
  steps,
  initialForm,
  renderStep,
  renderResult,
  prefetchResult,
}: SimulatorProps<Form>) {
  const baseId = useId();
  const first = steps[0];
  const [form, setForm] = useState(initialForm);
  const [position, setPosition] = useState<WizardPosition>(
    first ? { kind: 'step', id: first.id } : { kind: 'result' },
  );
  const [showErrors, setShowErrors] = useState(false);
  // Until the island is live, its buttons do nothing: they say so by being disabled.
  const [live, setLive] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => setLive(true), []);
  // Opened from the assistant's answer, the form starts with the figures the visitor gave it.
  useEffect(() => {
    const prefilled = prefilledForm(initialForm, window.location.search);
    if (prefilled) setForm(prefilled);
  }, [initialForm]);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [position]);

  const id = (field: string) => `${baseId}-${field.replaceAll('.', '-')}`;
  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const go = (next: WizardPosition) => {
    moved.current = true;
    setShowErrors(false);
    setPosition(next);
  };

  // The result is only computed from answers every step accepted; otherwise, back to the step to finish.
  const resultOrStep = position.kind === 'result' ? firstUnanswered(steps, form) : position;
  const current =
    resultOrStep.kind === 'step' ? steps.find((step) => step.id === resultOrStep.id) : undefined;
  const errors = current ? current.validate(form) : {};

  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    if (hasErrors(errors)) {
      setShowErrors(true);
      const firstField = Object.keys(errors)[0];
      if (firstField !== undefined) document.getElementById(id(firstField))?.focus();
      return;
    }
    go(nextPosition(steps, form, current.id));
  };
  const previous = previousPosition(steps, form, resultOrStep);
  const isLast = current !== undefined && nextPosition(steps, form, current.id).kind === 'result';
  useEffect(() => {
    if (isLast) prefetchResult?.();
  }, [isLast, prefetchResult]);

  if (resultOrStep.kind === 'result') {
    return (
      <section className={styles.simulator} aria-labelledby={`${baseId}-result`}>
        <h2 id={`${baseId}-result`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
          Résultat
        </h2>
        <ResultBoundary>
          <Suspense
            fallback={
              <p role="status" className={styles.help}>
                Calcul en cours…
              </p>
            }
          >
            {renderResult(form)}
          </Suspense>
        </ResultBoundary>
        <div className={styles.actions}>
          {previous ? (
            <Button type="button" variant="secondary" onClick={() => go(previous)}>
              Modifier mes réponses
            </Button>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setForm(initialForm);
              if (first) go({ kind: 'step', id: first.id });
            }}
          >
            Recommencer
          </Button>
        </div>
      </section>
    );
  }

  if (!current) return null;
  return (
    <form className={styles.simulator} noValidate onSubmit={onNext} aria-label={name}>
      <p className={styles.counter}>{stepCounter(steps, form, current.id)}</p>
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {current.title}
      </h2>
      {renderStep(current.id, { form, update, errors: showErrors ? errors : {}, id })}
      <div className={styles.actions}>
        {previous ? (
          <Button type="button" variant="secondary" disabled={!live} onClick={() => go(previous)}>
            Précédent
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={!live}>
          {isLast ? 'Voir le résultat' : 'Suivant'}
        </Button>
      </div>
    </form>
  );
}
