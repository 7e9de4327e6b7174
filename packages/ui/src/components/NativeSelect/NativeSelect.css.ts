import { style } from '@vanilla-extract/css';
import { control } from '../../styles/control.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  width: '100%',
  minWidth: 0,
});

export const select = style([
  control,
  {
    height: '2.5rem',
    paddingInlineEnd: vars.space['8'],
    appearance: 'none',
    cursor: 'pointer',
    textOverflow: 'ellipsis',
  },
]);

export const icon = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
