import { style } from '@vanilla-extract/css';
import { control } from '../../styles/control.css.ts';

export const textarea = style([
  control,
  {
    minHeight: '6rem',
    resize: 'vertical',
    fieldSizing: 'content',
  },
]);
