import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

// minmax(0, …): a grid column's default minimum is its content's width, wider than a 320 px screen.
export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const footer = style({ justifyContent: 'flex-end', gap: vars.space['2'], flexWrap: 'wrap' });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 600, margin: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const endForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
});

export const documentsForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const documentSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});

export const documentDescription = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const refusal = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.destructiveSubtleText,
  overflowWrap: 'anywhere',
});
