import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const periodForm = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 12rem)) minmax(0, 1fr)' } },
});

export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const downloads = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const totalRow = style({ fontWeight: 600, background: vars.color.muted });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const details = style({ marginTop: vars.space['4'] });

export const detailsSummary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const entryTitle = style({ fontWeight: 600, fontSize: vars.fontSize.md, margin: 0 });

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const checkboxes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: 500, fontSize: vars.fontSize.sm, marginBottom: vars.space['2'] });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});
