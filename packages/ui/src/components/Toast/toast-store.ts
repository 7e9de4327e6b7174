import type { ToastVariant } from './Toast.css.ts';

export interface ToastOptions {
  /** The toast's heading, e.g. 'Bulletin créé'. */
  title: string;
  /** The message under the title. */
  description?: string;
  /** `destructive` for failures, `success` for confirmations. */
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  /** `false` once dismissed; the `Toaster` then plays the exit animation and unmounts it. */
  open: boolean;
}

// The queue lives at module level, not in React context, so `toast()` works from anywhere (a
// mutation's `onError`, an Astro island) as long as one `<Toaster />` is mounted somewhere.
const noToasts: readonly ToastEntry[] = [];
let toasts: readonly ToastEntry[] = noToasts;
let lastId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Removes the toast `id` from the screen, or every toast when no `id` is given. */
export function dismiss(id?: string): void {
  if (!toasts.some((entry) => entry.open && (id === undefined || entry.id === id))) return;
  setToasts(toasts.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

/**
 * Shows a toast. Spec 000 §8: one toast is visible at a time, so a new toast replaces the one on
 * screen. It closes by itself after 5000 ms, by a swipe to the right, or from its 'Fermer' button.
 */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  lastId += 1;
  const id = `toast-${lastId}`;
  setToasts([{ ...options, id, open: true }]);
  return { id, dismiss: () => dismiss(id) };
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastEntry[] {
  return toasts;
}

/** Nothing is ever queued while rendering on the server. */
export function getServerToasts(): readonly ToastEntry[] {
  return noToasts;
}
