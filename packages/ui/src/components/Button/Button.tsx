import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Button.css.ts';

export type { ButtonSize, ButtonVariant } from './Button.css.ts';

export interface ButtonProps extends ComponentProps<'button'> {
  /** How much the button stands out: one `primary` per screen, `destructive` for what cannot be undone. */
  variant?: styles.ButtonVariant;
  /** `icon` is a square button for a single icon; give it an `aria-label`. */
  size?: styles.ButtonSize;
  /** Give the button's look to its only child instead of rendering a `<button>`: `<Button asChild><a href="…">`. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cx(styles.button({ variant, size }), className)} {...props} />;
}
