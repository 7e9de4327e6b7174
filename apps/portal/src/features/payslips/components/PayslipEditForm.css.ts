import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  maxWidth: '28rem',
});

export const field = style({ display: 'grid', gap: vars.space['1'] });

/** The payslip's pay elements: as wide as the form, stacked on a phone. */
export const elements = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const elementsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const removed = style({ textDecoration: 'line-through', color: vars.color.textMuted });
