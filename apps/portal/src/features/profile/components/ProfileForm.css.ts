import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

// minmax(0, …): a grid column's default minimum is its content's width (a button that does not
// wrap made the page wider than a 320 px screen).
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const footer = style({ justifyContent: 'flex-end' });

/** A sentence under the fields, across both columns (what the versement mobilité is this month). */
export const note = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A group of fields across both columns (the ACRE), its own fields in the same grid. */
export const group = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space['2'] });
