import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

// The numbered pages of the blog and of the practical sheets.

export const pagination = style({ marginTop: '32px' });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '6px',
  listStyle: 'none',
  padding: 0,
});

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: '12px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: '1rem',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
  ':disabled': { color: vars.color.textMuted, background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const ellipsis = style({ minWidth: '32px', textAlign: 'center', color: vars.color.textMuted });
