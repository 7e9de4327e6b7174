import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

// Radix measures the panel and exposes its height, so it can be animated open and closed.
const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const header = style({
  display: 'flex',
  margin: 0,
  fontSize: 'inherit',
});

export const trigger = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  paddingInline: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.normal,
  selectors: {
    [`${trigger}[data-state="open"] > &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.duration.normal} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.duration.normal} ease-out` },
  },
});

export const contentInner = style({
  paddingBottom: vars.space['4'],
});
