import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Switch.css.ts';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

/** An on/off setting that applies at once (`role="switch"`); name it with a `<Label htmlFor>` or `aria-label`. */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root className={cx(styles.root, className)} {...props}>
      <SwitchPrimitive.Thumb className={styles.thumb} />
    </SwitchPrimitive.Root>
  );
}
