import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' });
export const viewAll = style({ color: vars.color.link, fontSize: vars.fontSize.sm });
export const tableWrapper = style({ overflowX: 'auto' });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const actions = style({ textAlign: 'right', whiteSpace: 'nowrap' });
