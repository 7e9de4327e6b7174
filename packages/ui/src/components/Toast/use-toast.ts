import { dismiss, toast } from './toast-store.ts';

const api = { toast, dismiss };

/** `toast` and `dismiss` for components that prefer a hook; both also work outside React. */
export function useToast(): typeof api {
  return api;
}
