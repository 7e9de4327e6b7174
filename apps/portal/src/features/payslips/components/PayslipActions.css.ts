import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ marginBottom: vars.space['4'] });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  maxWidth: '28rem',
});

export const field = style({ display: 'grid', gap: vars.space['1'] });

export const error = style({
  color: vars.color.destructive,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space['2'],
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space['4'],
});

/** The draft's pay elements: as wide as the form, stacked on a phone. */
export const elements = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const elementsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const removed = style({ textDecoration: 'line-through', color: vars.color.textMuted });
