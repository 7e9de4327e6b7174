import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const mark = style({ width: '1.75rem', height: '1.75rem', flexShrink: 0 });
