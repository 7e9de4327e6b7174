import { Checkbox, Label } from '@dirigeo/ui';
import type { ReactNode, Ref } from 'react';
import * as styles from './registration-fields.css.ts';

interface CheckboxFieldProps {
  id: string;
  children: ReactNode;
  /** From react-hook-form's Controller. */
  field: { value: boolean | undefined; onChange: (checked: boolean) => void; ref: Ref<HTMLButtonElement> };
  /** The id of the element that shows this checkbox's error, when there is one. */
  errorId?: string | undefined;
}

/** A checkbox and its label on one row, bound to a boolean form field. */
export function CheckboxField({
  id,
  children,
  field: { value, onChange, ref },
  errorId,
}: CheckboxFieldProps) {
  return (
    <div className={styles.checkboxRow}>
      <Checkbox
        ref={ref}
        id={id}
        checked={value === true}
        onCheckedChange={(checked) => onChange(checked === true)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      <Label htmlFor={id}>{children}</Label>
    </div>
  );
}
