import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({ marginBottom: vars.space['6'] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
});

export const periodField = style({ display: 'grid', gap: vars.space['1'], minWidth: 'min(12rem, 100%)' });

export const outcomes = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: `0 0 ${vars.space['4']}`,
  paddingLeft: vars.space['5'],
  fontSize: vars.fontSize.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const intro = style([muted, { marginBottom: vars.space['4'] }]);

export const error = style({ color: vars.color.destructive, fontSize: vars.fontSize.sm });

export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const total = style({ fontWeight: 600 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  marginTop: vars.space['4'],
});
