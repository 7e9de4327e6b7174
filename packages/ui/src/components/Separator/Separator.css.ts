import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const separator = style({
  flexShrink: 0,
  backgroundColor: vars.color.border,
  selectors: {
    '&[data-orientation="horizontal"]': { width: '100%', height: '1px' },
    '&[data-orientation="vertical"]': { width: '1px', height: '100%', alignSelf: 'stretch' },
  },
});
