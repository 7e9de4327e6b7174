import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './NativeSelect.css.ts';

export interface NativeSelectProps extends ComponentProps<'select'> {
  /** The chosen value was rejected: sets `aria-invalid` and the error look. Point `aria-describedby` at the `FieldError`. */
  invalid?: boolean;
}

/**
 * The browser's own `<select>` with the look of the other fields: no script of its own (a page that
 * counts its kilobytes, a form that must post without JavaScript), the phone's native picker, every
 * `<option>` readable by assistive technologies. `Select` is the richer, scripted list.
 */
export function NativeSelect({
  invalid = false,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: NativeSelectProps) {
  return (
    <span className={styles.wrapper}>
      <select
        className={cx(styles.select, className)}
        aria-invalid={invalid ? true : ariaInvalid}
        {...props}
      />
      <ChevronDownIcon className={styles.icon} aria-hidden="true" />
    </span>
  );
}
