import { style } from '@vanilla-extract/css';
import { palette } from '../../styles/tokens.ts';

export const rating = style({ fontSize: '1.25rem', lineHeight: 1 });

export const stars = style({ position: 'relative', display: 'inline-block', letterSpacing: '2px' });

export const empty = style({ color: palette.starEmpty });

// Laid over the grey stars and cut to the rating's width, so that 4.5 shows four and a half stars.
export const filled = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: palette.star,
});
