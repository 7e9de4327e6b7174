import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const label = style({
  display: 'inline-block',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  userSelect: 'none',
});
