import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';

const variantStyles = {
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { [enabledHover]: { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    selectors: { [enabledHover]: { backgroundColor: vars.color.secondaryHover } },
  },
  outline: {
    backgroundColor: vars.color.background,
    borderColor: vars.color.borderStrong,
    color: vars.color.text,
    selectors: { [enabledHover]: { backgroundColor: vars.color.accent } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: { [enabledHover]: { backgroundColor: vars.color.accent } },
  },
  destructive: {
    backgroundColor: vars.color.destructive,
    color: vars.color.destructiveText,
    selectors: { [enabledHover]: { backgroundColor: vars.color.destructiveHover } },
  },
  link: {
    backgroundColor: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: {
      // A link-looking button keeps the text's own height whatever its size.
      '&&': { height: 'auto', paddingInline: 0 },
      [enabledHover]: { textDecorationThickness: '2px' },
    },
  },
} satisfies Record<ButtonVariant, StyleRule>;

const sizeStyles = {
  sm: { height: '2rem', paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
  md: { height: '2.5rem', paddingInline: vars.space['4'], fontSize: vars.fontSize.sm },
  lg: { height: '3rem', paddingInline: vars.space['6'], fontSize: vars.fontSize.md },
  icon: { height: '2.5rem', width: '2.5rem', paddingInline: 0 },
} satisfies Record<ButtonSize, StyleRule>;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    flexShrink: 0,
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.none,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
    },
  },
  variants: {
    variant: variantStyles,
    size: sizeStyles,
  },
  defaultVariants: {
    variant: 'primary',
    size: 'md',
  },
});
