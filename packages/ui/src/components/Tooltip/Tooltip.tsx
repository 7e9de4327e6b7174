import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './Tooltip.css.ts';

// Spec 000 §9: tooltips open after 700 ms; moving to another trigger within 300 ms skips the delay.
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Mount once around the app: every `Tooltip` needs it, and it shares the delays between triggers. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A short hint on hover or keyboard focus. It names nothing for assistive technology beyond a
 * description, so an icon-only trigger still needs its own `aria-label`.
 */
export const Tooltip = TooltipPrimitive.Root;

/** Wraps the element that shows the hint; use `asChild` around a `Button`. */
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  children,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content className={cx(styles.content, className)} sideOffset={sideOffset} {...props}>
        {children}
        <TooltipPrimitive.Arrow className={styles.arrow} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
