import { keyframes, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';

export const toastVariants = ['default', 'success', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** Spec 000 §8: the toast region is at most 420 px wide on medium screens and up. */
const VIEWPORT_MAX_WIDTH = '420px';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  maxHeight: '100dvh',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [media.md]: { maxWidth: VIEWPORT_MAX_WIDTH },
  },
});

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateX(calc(100% + ${vars.space['4']}))` },
  to: { opacity: 1, transform: 'translateX(0)' },
});

const fadeOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

// Radix sets these custom properties while the toast is being swiped.
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space['4']}))` },
});

const variantStyles = {
  default: {
    borderColor: vars.color.border,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  success: {
    borderColor: vars.color.success,
    backgroundColor: vars.color.successSubtle,
    color: vars.color.successSubtleText,
  },
  destructive: {
    borderColor: vars.color.destructive,
    backgroundColor: vars.color.destructive,
    color: vars.color.destructiveText,
  },
} satisfies Record<ToastVariant, StyleRule>;

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    width: '100%',
    padding: vars.space['4'],
    paddingInlineEnd: vars.space['10'],
    border: '1px solid',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.normal} ease-out`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.fast} ease-out` },
    },
  },
  variants: {
    variant: variantStyles,
  },
  defaultVariants: {
    variant: 'default',
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const close = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(15, 29, 51, 0.08)' },
  },
});
