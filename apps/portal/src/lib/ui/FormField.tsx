import { FieldError, Label } from '@dirigeo/ui';
import type { ReactNode } from 'react';
import * as styles from './FormField.css.ts';

/** What a control needs to be linked to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  invalid: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The field's validation message, shown under it and announced. */
  error?: string | undefined;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, an optional hint and the field's error, linked for screen readers. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
