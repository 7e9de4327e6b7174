import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const pulse = keyframes({
  '50%': { opacity: 0.5 },
});

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.muted,
  animation: `${pulse} 2s ease-in-out infinite`,
});
