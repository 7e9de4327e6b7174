import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

export const error = style({ color: vars.color.destructiveSubtleText });
