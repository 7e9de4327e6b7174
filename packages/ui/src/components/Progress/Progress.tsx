import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Progress.css.ts';

export type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root>;

/**
 * A progress bar (`role="progressbar"`): `value` out of `max` (100 by default), or no `value`
 * while the progress is unknown. Name it with `aria-label` (e.g. 'Étape 2 sur 3').
 */
export function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root className={cx(styles.root, className)} value={value} max={max} {...props}>
      <ProgressPrimitive.Indicator
        className={styles.indicator}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
