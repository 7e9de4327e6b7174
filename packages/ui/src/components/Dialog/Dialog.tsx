import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { XIcon } from '../../icons/XIcon.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Dialog.css.ts';

/** A modal dialog: `open`/`onOpenChange` to control it, or a `DialogTrigger` inside. */
export const Dialog = DialogPrimitive.Root;

export const DialogTrigger = DialogPrimitive.Trigger;

/** Closes the dialog; use `asChild` around a `Button`. */
export const DialogClose = DialogPrimitive.Close;

/**
 * The dialog box, portalled above a dimmed page, with a 'Fermer' button in its corner. It traps
 * focus while open, closes on Escape or a click outside, and gives focus back to the trigger.
 */
export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content className={cx(styles.content, className)} {...props}>
        {children}
        <DialogPrimitive.Close className={styles.close} aria-label="Fermer">
          <XIcon />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Groups the title and description at the top of the dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

/** The dialog's accessible name; every dialog needs one. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cx(styles.title, className)} {...props} />;
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cx(styles.description, className)} {...props} />;
}

/** The row of actions at the bottom; stacked on small screens, main action last. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}
