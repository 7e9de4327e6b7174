import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './FieldError.css.ts';

export type FieldErrorProps = ComponentProps<'p'>;

/**
 * A field's error message, announced as it appears (`role="alert"`). Give it an `id` and point the
 * field's `aria-describedby` at it. Renders nothing while there is no message, so it can always be
 * mounted: `<FieldError id="email-error">{errors.email}</FieldError>`.
 */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p role="alert" className={cx(styles.fieldError, className)} {...props}>
      {children}
    </p>
  );
}
