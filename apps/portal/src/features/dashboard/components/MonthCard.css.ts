import { vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const figures = style({ display: 'grid', gap: vars.space['2'] });
globalStyle(`${figures} > div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space['4'] });
globalStyle(`${figures} dt`, { color: vars.color.textMuted });
globalStyle(`${figures} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ color: vars.color.textMuted });
