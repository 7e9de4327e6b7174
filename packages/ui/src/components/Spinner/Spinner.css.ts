import { keyframes, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const sizeStyles = {
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
} satisfies Record<SpinnerSize, StyleRule>;

/** A ring in the current text colour, so it fits on a primary button as well as on the page. */
export const ring = recipe({
  base: {
    display: 'block',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    borderRadius: vars.radius.full,
    animation: `${spin} 0.75s linear infinite`,
  },
  variants: {
    size: sizeStyles,
  },
  defaultVariants: {
    size: 'md',
  },
});
