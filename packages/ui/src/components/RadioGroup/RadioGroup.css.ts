import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space['3'],
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({
  display: 'block',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});
