import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space['8'],
});

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const text = style({ color: vars.color.textMuted });
export const detail = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
