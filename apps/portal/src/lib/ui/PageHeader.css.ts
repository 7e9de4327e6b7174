import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  marginBottom: vars.space['6'],
  '@media': {
    [media.sm]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' },
  },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } },
});

export const description = style({ marginTop: vars.space['1'], color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
