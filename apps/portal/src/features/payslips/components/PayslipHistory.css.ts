import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const searchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], flex: 1 });

export const yearField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': { [media.sm]: { width: '15rem' } },
});

export const menuIcon = style({ width: '1rem', height: '1rem' });
