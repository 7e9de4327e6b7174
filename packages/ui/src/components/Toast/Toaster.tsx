import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { XIcon } from '../../icons/XIcon.tsx';
import * as styles from './Toast.css.ts';
import { dismiss, getServerToasts, getToasts, subscribe } from './toast-store.ts';

// Spec 000 §8: display 5000 ms; swipe right to dismiss with a 50 px threshold; F8 focuses the toast region.
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = ['F8'];

/**
 * Shows the toasts raised with `toast()`. Mount it once, near the root of the app, inside the
 * element that carries `themeClass` (or below `<body>` when the class is on `<html>`).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, open, title, description, variant = 'default' }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          // Failures interrupt the screen reader; confirmations wait their turn.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={styles.toast({ variant })}
        >
          <div className={styles.text}>
            <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className={styles.description}>
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className={styles.close} aria-label="Fermer">
            <XIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label="Notifications ({hotkey})"
        className={styles.viewport}
      />
    </ToastPrimitive.Provider>
  );
}
