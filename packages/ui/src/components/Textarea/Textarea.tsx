import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Textarea.css.ts';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** The value was rejected: sets `aria-invalid` and the error look. Point `aria-describedby` at the `FieldError`. */
  invalid?: boolean;
}

export function Textarea({
  invalid = false,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: TextareaProps) {
  return (
    <textarea
      className={cx(styles.textarea, className)}
      aria-invalid={invalid ? true : ariaInvalid}
      {...props}
    />
  );
}
