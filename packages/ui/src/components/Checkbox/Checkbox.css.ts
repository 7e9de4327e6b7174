import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.destructive,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 0.55,
    },
  },
});

export const indicator = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const icon = style({
  width: '0.875rem',
  height: '0.875rem',
  strokeWidth: 3,
});
