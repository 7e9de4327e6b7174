import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ marginBottom: vars.space['4'] });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  maxWidth: '28rem',
});

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const error = style({
  color: vars.color.destructive,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space['2'],
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space['4'],
});
