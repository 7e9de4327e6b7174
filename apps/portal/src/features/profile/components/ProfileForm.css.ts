import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const footer = style({ justifyContent: 'flex-end' });
