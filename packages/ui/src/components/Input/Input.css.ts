import { style } from '@vanilla-extract/css';
import { control } from '../../styles/control.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const input = style([
  control,
  {
    height: '2.5rem',
    selectors: {
      '&[type="file"]': {
        height: 'auto',
        paddingBlock: vars.space['2'],
        fontSize: vars.fontSize.sm,
      },
      '&::file-selector-button': {
        marginInlineEnd: vars.space['3'],
        paddingBlock: vars.space['1'],
        paddingInline: vars.space['3'],
        border: 'none',
        borderRadius: vars.radius.sm,
        backgroundColor: vars.color.secondary,
        color: vars.color.secondaryText,
        fontWeight: vars.fontWeight.semibold,
        cursor: 'pointer',
      },
    },
  },
]);
