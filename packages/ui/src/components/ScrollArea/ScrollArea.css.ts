import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
});

export const viewport = style({
  width: '100%',
  height: '100%',
  borderRadius: 'inherit',
  selectors: {
    // The root clips its overflow, so the focus ring is drawn inside.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const scrollbar = style({
  display: 'flex',
  padding: '1px',
  touchAction: 'none',
  userSelect: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-orientation="vertical"]': { width: '0.625rem', height: '100%' },
    '&[data-orientation="horizontal"]': { flexDirection: 'column', width: '100%', height: '0.625rem' },
  },
});

export const thumb = style({
  position: 'relative',
  flex: 1,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
});
