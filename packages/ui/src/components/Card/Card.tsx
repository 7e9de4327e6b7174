import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Card.css.ts';

/** A framed block of related content (a dashboard figure, a plan, a form section). */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** An `<h3>` by default; pass `asChild` with your own heading to fit the page's outline: `<CardTitle asChild><h2>`. */
  asChild?: boolean;
}

export function CardTitle({ asChild = false, className, ...props }: CardTitleProps) {
  const Component = asChild ? Slot.Root : 'h3';
  return <Component className={cx(styles.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx(styles.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}
