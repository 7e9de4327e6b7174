import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Accordion.css.ts';

/**
 * Questions that open to show their answer. The FAQ uses `type="single" collapsible`: one item
 * open at a time, and the open one closes when clicked again.
 */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cx(styles.item, className)} {...props} />;
}

/** The question: a button inside an `<h3>`, so screen-reader users can jump from one to the next. */
export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className={styles.header}>
      <AccordionPrimitive.Trigger className={cx(styles.trigger, className)} {...props}>
        {children}
        <ChevronDownIcon className={styles.chevron} />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content className={styles.content} {...props}>
      <div className={cx(styles.contentInner, className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
