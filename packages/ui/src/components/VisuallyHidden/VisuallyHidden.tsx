import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';

/** Text for screen readers only: an icon button's longer label, a table caption the heading already shows. */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
