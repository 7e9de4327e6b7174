import { style } from '@vanilla-extract/css';
import { item as popoverItem } from '../../styles/popover.css.ts';
import { vars } from '../../theme/theme.css.ts';

export { label, panel as content, separator } from '../../styles/popover.css.ts';

export const item = style([
  popoverItem,
  {
    cursor: 'pointer',
  },
]);

/** An item that deletes something: red, and still readable when highlighted. */
export const destructiveItem = style({
  color: vars.color.destructive,
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.destructiveSubtle,
      color: vars.color.destructiveSubtleText,
    },
  },
});
