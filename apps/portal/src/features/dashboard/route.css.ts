import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const summary = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
});

// minmax(0, …) everywhere: a grid column's default minimum is its content's width, which let a
// table stretch the page past a phone's screen.
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const quickActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const quickAction = style({ justifyContent: 'flex-start', gap: vars.space['2'] });

export const months = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
