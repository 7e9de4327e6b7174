import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './RadioGroup.css.ts';

/**
 * One choice among a few, all visible (`role="radiogroup"`): `value`/`onValueChange`, `name` for
 * native form posts. Name the group with `aria-labelledby` or `aria-label`.
 */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cx(styles.root, className)} {...props} />;
}

/** One option; give it an `id` and a `<Label htmlFor>`. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item className={cx(styles.item, className)} {...props}>
      <RadioGroupPrimitive.Indicator className={styles.indicator} />
    </RadioGroupPrimitive.Item>
  );
}
