import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
