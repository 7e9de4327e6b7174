import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { layout } from '../styles/tokens.ts';

export const menu = style({
  '@media': { [media.md]: { display: 'none' } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  height: '44px',
  paddingInline: '14px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    // Safari still draws its own triangle unless told not to.
    '&::-webkit-details-marker': { display: 'none' },
    [`${menu}[open] &`]: { background: vars.color.secondary, borderColor: vars.color.primary },
  },
});

export const toggleLabel = style({ fontSize: '0.9375rem' });

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: layout.headerHeight,
  padding: '12px 16px 20px',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const links = style({ display: 'grid', gap: '4px' });

export const link = style({
  display: 'block',
  padding: '12px 16px',
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, background: vars.color.secondary },
  },
});
