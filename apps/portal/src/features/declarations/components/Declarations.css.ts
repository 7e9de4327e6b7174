import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.relaxed,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const monthHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const monthTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const payments = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const paymentCell = style({
  paddingBlock: vars.space['2'],
  paddingInlineEnd: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const amount = style([
  paymentCell,
  { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', paddingInlineEnd: 0 },
]);

export const findings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const finding = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

export const source = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const depositForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fullRow = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });
