import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  marginBottom: vars.space['6'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const text = style({ fontSize: vars.fontSize.sm });
