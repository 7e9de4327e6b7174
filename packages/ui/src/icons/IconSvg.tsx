import type { ComponentProps } from 'react';

/**
 * The frame of our small line icons (24×24 view box, drawn with the text colour). Decorative: the
 * control that shows an icon carries the accessible name.
 */
export function IconSvg({ children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
