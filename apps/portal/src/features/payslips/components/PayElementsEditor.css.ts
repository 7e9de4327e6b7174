import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

/** One element: a fieldset, allowed to shrink below its content's width (no horizontal scroll at 390 px). */
export const element = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space['1']}` });

export const wide = style({ gridColumn: '1 / -1', minWidth: 0 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' });

/** The kind to add and its button: side by side when there is room, stacked on a phone. */
export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const kindField = style({ flex: '1 1 16rem', minWidth: 0 });

export const readOnlyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const readOnlyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  overflowWrap: 'anywhere',
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
