import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const fieldError = style({
  color: vars.color.destructive,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});
