import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { CheckIcon } from '../../icons/CheckIcon.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

/** A checkbox (`role="checkbox"`); give it an `id` and a `<Label htmlFor>`. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root className={cx(styles.root, className)} {...props}>
      <CheckboxPrimitive.Indicator className={styles.indicator}>
        <CheckIcon className={styles.icon} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
