import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** A replaced payslip's notice: seen before its document, which still reads as an ordinary payslip. */
export const replaced = style({
  padding: vars.space['3'],
  marginBottom: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
  fontSize: vars.fontSize.sm,
});

export const corrects = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space['4'],
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});
