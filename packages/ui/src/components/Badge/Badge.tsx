import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Badge.css.ts';

export type { BadgeVariant } from './Badge.css.ts';

export interface BadgeProps extends ComponentProps<'span'> {
  /** The colour says the status (`success` for 'Validé', `warning` for 'Brouillon'); the text must say it too. */
  variant?: styles.BadgeVariant;
}

/** A short status label. */
export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={cx(styles.badge({ variant }), className)} {...props} />;
}
