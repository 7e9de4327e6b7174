import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Skeleton.css.ts';

/**
 * A grey placeholder the size of content that is loading; size it with `className` or `style`.
 * It is hidden from assistive technology: mark the loading region `aria-busy` or show a `Spinner`.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cx(styles.skeleton, className)} {...props} />;
}
