import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const searchField = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const filterField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': { [media.sm]: { width: '15rem' } },
});
