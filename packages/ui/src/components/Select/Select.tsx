import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { CheckIcon } from '../../icons/CheckIcon.tsx';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.tsx';
import { ChevronUpIcon } from '../../icons/ChevronUpIcon.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Select.css.ts';

/** The select's state: `value`/`defaultValue`, `onValueChange`, `name` (for native form posts), `disabled`. */
export const Select = SelectPrimitive.Root;

export const SelectGroup = SelectPrimitive.Group;

export interface SelectTriggerProps extends ComponentProps<typeof SelectPrimitive.Trigger> {
  /** The chosen value was rejected: sets `aria-invalid` and the error look. */
  invalid?: boolean;
}

/** The button that opens the list; give it the `id` a `<Label htmlFor>` points at, or an `aria-label`. */
export function SelectTrigger({
  invalid = false,
  className,
  children,
  'aria-invalid': ariaInvalid,
  ...props
}: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      className={cx(styles.trigger, className)}
      aria-invalid={invalid ? true : ariaInvalid}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className={styles.triggerIcon} />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * The chosen item's text, or `placeholder` while nothing is chosen. It stays on one line and ends
 * with an ellipsis when the trigger is narrower: a wrapped line would overflow the fixed height.
 */
export function SelectValue({ className, ...props }: ComponentProps<typeof SelectPrimitive.Value>) {
  // Radix's Value drops className and style: the box that truncates is a span around it.
  return (
    <span className={cx(styles.value, className)}>
      <SelectPrimitive.Value {...props} />
    </span>
  );
}

/** The list, portalled above the page and placed under the trigger. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 4,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        className={cx(styles.content, className)}
        position={position}
        sideOffset={sideOffset}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className={styles.scrollButton}>
          <ChevronUpIcon />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className={styles.viewport}>{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className={styles.scrollButton}>
          <ChevronDownIcon />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** One option; `value` is what `onValueChange` receives, the children are what the user reads. */
export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item className={cx(styles.item, className)} {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className={styles.itemIndicator}>
        <CheckIcon />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
