import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as styles from './DropdownMenu.css.ts';

/**
 * A menu of actions opened from a button (a table row's 'Voir / Télécharger / Supprimer').
 * Radix's menu timings are the spec's (000 §9): submenus open after 100 ms, the pointer has a
 * 300 ms grace period towards a submenu, and typeahead resets after 1000 ms.
 */
export const DropdownMenu = DropdownMenuPrimitive.Root;

/** Opens the menu; use `asChild` around a `Button` (an icon button needs an `aria-label`). */
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        className={cx(styles.content, className)}
        sideOffset={sideOffset}
        align={align}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof DropdownMenuPrimitive.Item> {
  /** `destructive` for an item that deletes something. */
  variant?: 'default' | 'destructive';
}

/** One action; `onSelect` runs it and closes the menu. Wrap a link with `asChild`. */
export function DropdownMenuItem({ variant = 'default', className, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      className={cx(styles.item, variant === 'destructive' && styles.destructiveItem, className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return <DropdownMenuPrimitive.Label className={cx(styles.label, className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cx(styles.separator, className)} {...props} />;
}
