import { style } from '@vanilla-extract/css';

export const center = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '50vh',
});
