import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx.ts';
import * as buttonStyles from '../Button/Button.css.ts';
// An alert dialog looks like a dialog; only its behaviour differs (no close button, no outside click).
import * as styles from '../Dialog/Dialog.css.ts';

/** A dialog that asks to confirm something (a deletion): it closes only through Cancel, Action or Escape. */
export const AlertDialog = AlertDialogPrimitive.Root;

export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

/** The dialog box, portalled above a dimmed page; focus starts on the Cancel button. */
export function AlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={styles.overlay} />
      <AlertDialogPrimitive.Content className={cx(styles.content, className)} {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cx(styles.title, className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cx(styles.description, className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

/** Closes the dialog without doing anything. */
export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cx(buttonStyles.button({ variant: 'outline' }), className)}
      {...props}
    />
  );
}

export interface AlertDialogActionProps extends ComponentProps<typeof AlertDialogPrimitive.Action> {
  /** `destructive` by default, since these dialogs mostly confirm a deletion. */
  variant?: buttonStyles.ButtonVariant;
}

/** Confirms (its `onClick` does the work) and closes the dialog. */
export function AlertDialogAction({ variant = 'destructive', className, ...props }: AlertDialogActionProps) {
  return (
    <AlertDialogPrimitive.Action className={cx(buttonStyles.button({ variant }), className)} {...props} />
  );
}
