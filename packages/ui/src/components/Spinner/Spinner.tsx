import { VisuallyHidden } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Spinner.css.ts';

export type { SpinnerSize } from './Spinner.css.ts';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** What is being waited for, read by screen readers. */
  label?: string;
  size?: styles.SpinnerSize;
}

/** Shows that something is loading; announced politely (`role="status"`) with its label. */
export function Spinner({ label = 'Chargement…', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.root, className)} {...props}>
      <span className={styles.ring({ size })} aria-hidden="true" />
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
