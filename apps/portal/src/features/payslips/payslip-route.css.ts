import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const icon = style({ width: '1rem', height: '1rem', marginRight: '0.5rem' });

export const frozen = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space['4'],
});
