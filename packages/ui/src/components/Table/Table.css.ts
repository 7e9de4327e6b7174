import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const wrapper = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  captionSide: 'bottom',
});

export const header = style({
  backgroundColor: vars.color.surfaceMuted,
});

export const body = style({});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${body} > &:hover`]: { backgroundColor: vars.color.accent },
    [`${body} > &:last-child`]: { borderBottom: 'none' },
    '&[data-state="selected"]': { backgroundColor: vars.color.secondary },
  },
});

export const head = style({
  height: '2.75rem',
  paddingInline: vars.space['3'],
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space['3'],
  verticalAlign: 'middle',
});

export const caption = style({
  marginTop: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
