import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** In the dashboard's grid: may shrink below its content's width (minWidth auto would overflow). */
export const card = style({ minWidth: 0 });
export const header = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
});
export const viewAll = style({ color: vars.color.link, fontSize: vars.fontSize.sm });
