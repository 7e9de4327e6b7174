import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({ paddingBottom: 0 });
export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
export const value = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const caption = style({
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
