import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const windowButtons = style({ display: 'flex', gap: vars.space['2'] });

export const indicators = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
});

export const indicatorValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

// One chart a row: the evolution needs the width for 24 months, and each table under its chart too.
export const charts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'] });

export const splitLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

const chartColours = {
  '--chart-gross': vars.color.primary,
  '--chart-net': vars.color.success,
  '--chart-employee': vars.color.warningSubtleText,
  '--chart-employer': vars.color.textMuted,
  '--chart-cost': vars.color.destructive,
  '--chart-text': vars.color.text,
  '--chart-muted': vars.color.textMuted,
  '--chart-grid': vars.color.border,
};

export const chartBox = style({ position: 'relative', height: '18rem', width: '100%', vars: chartColours });

export const splitBox = style({ position: 'relative', height: '16rem', width: '100%', vars: chartColours });

export const details = style({ marginTop: vars.space['3'] });

export const detailsSummary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
});

export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const rates = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const rateRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const inlineLink = style({ color: vars.color.link });

export const meter = style({ width: '100%', height: '0.75rem' });

export const ratesTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
