import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './ScrollArea.css.ts';

/** Spec 000 §9: the scrollbars hide 600 ms after scrolling stops. */
export const SCROLL_AREA_HIDE_DELAY_MS = 600;

export interface ScrollAreaProps
  extends Omit<ComponentProps<typeof ScrollAreaPrimitive.Root>, 'scrollHideDelay'> {
  /** Adds a horizontal scrollbar next to the vertical one. */
  horizontal?: boolean;
}

/** A box with its own slim scrollbars (a side list, a long menu). Give it a height with `className` or `style`. */
export function ScrollArea({ className, children, horizontal = false, ...props }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      className={cx(styles.root, className)}
      scrollHideDelay={SCROLL_AREA_HIDE_DELAY_MS}
      {...props}
    >
      {/* Focusable so keyboard users can scroll it even when it holds no link or button. */}
      <ScrollAreaPrimitive.Viewport className={styles.viewport} tabIndex={0} disableImplicitContentElement>
        <ScrollAreaPrimitive.Content>{children}</ScrollAreaPrimitive.Content>
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar className={styles.scrollbar} orientation="vertical">
        <ScrollAreaPrimitive.Thumb className={styles.thumb} />
      </ScrollAreaPrimitive.Scrollbar>
      {horizontal ? (
        <ScrollAreaPrimitive.Scrollbar className={styles.scrollbar} orientation="horizontal">
          <ScrollAreaPrimitive.Thumb className={styles.thumb} />
        </ScrollAreaPrimitive.Scrollbar>
      ) : null}
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}
