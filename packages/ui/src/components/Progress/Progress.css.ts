import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  position: 'relative',
  width: '100%',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.muted,
});

export const indicator = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.normal,
});
