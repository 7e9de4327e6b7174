import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Input.css.ts';

export interface InputProps extends ComponentProps<'input'> {
  /** The value was rejected: sets `aria-invalid` and the error look. Point `aria-describedby` at the `FieldError`. */
  invalid?: boolean;
}

export function Input({ invalid = false, className, 'aria-invalid': ariaInvalid, ...props }: InputProps) {
  return (
    <input className={cx(styles.input, className)} aria-invalid={invalid ? true : ariaInvalid} {...props} />
  );
}
