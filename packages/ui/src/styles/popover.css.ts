import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const exit = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

/** The floating panel of select lists and menus. */
export const panel = style({
  zIndex: vars.zIndex.popover,
  minWidth: '8rem',
  overflow: 'hidden',
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  transformOrigin: 'var(--radix-popper-transform-origin)',
  selectors: {
    '&[data-state="open"]': { animation: `${enter} ${vars.duration.fast} ease-out` },
    '&[data-state="closed"]': { animation: `${exit} ${vars.duration.fast} ease-in` },
  },
});

/** A choice in a select list or a menu; highlighted by pointer or keyboard through `[data-highlighted]`. */
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2rem',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.secondary,
      color: vars.color.secondaryText,
    },
    '&[data-disabled]': {
      opacity: 0.55,
      pointerEvents: 'none',
    },
  },
});

export const label = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  marginInline: `calc(-1 * ${vars.space['1']})`,
  backgroundColor: vars.color.border,
});
