import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)', gap: vars.space['8'] } },
});

export const formCard = style({ width: '100%' });

export const tabsList = style({ width: '100%', marginBottom: vars.space['4'] });

globalStyle(`${tabsList} > *`, { flex: 1 });
