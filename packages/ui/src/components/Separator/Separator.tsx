import { Separator as SeparatorPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Separator.css.ts';

/** A thin line between groups. Decorative by default; pass `decorative={false}` when it separates content for screen readers too. */
export function Separator({
  className,
  decorative = true,
  orientation = 'horizontal',
  ...props
}: ComponentProps<typeof SeparatorPrimitive.Root>) {
  return (
    <SeparatorPrimitive.Root
      className={cx(styles.separator, className)}
      decorative={decorative}
      orientation={orientation}
      {...props}
    />
  );
}
