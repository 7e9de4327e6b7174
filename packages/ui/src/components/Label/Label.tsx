import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Label.css.ts';

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root>;

/** A `<label>`; link it to its control with `htmlFor`. */
export function Label({ className, ...props }: LabelProps) {
  return <LabelPrimitive.Root className={cx(styles.label, className)} {...props} />;
}
