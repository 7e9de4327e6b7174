import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const net = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
});

export const netLabel = style({ fontWeight: vars.fontWeight.semibold });

export const netValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const switchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const calculateRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  marginTop: vars.space['4'],
});

/** Why a payslip cannot be finalised on this plan, with the way to the plans. */
export const locked = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

/** The server's refusal, by the buttons that sent the payslip. */
export const refusal = style({
  margin: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.destructive}`,
  borderRadius: vars.radius.md,
  color: vars.color.destructive,
  overflowWrap: 'anywhere',
});

/** A switch's error, on its own line under it. */
export const error = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.destructive,
});
