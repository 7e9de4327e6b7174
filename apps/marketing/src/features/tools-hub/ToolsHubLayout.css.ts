import { layout } from '../../styles/tokens.ts';
import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const hub = style({ paddingBlock: '40px 64px' });

export const header = style({ marginBottom: '16px' });

export const hubTitle = style({ fontSize: '1.1rem', color: vars.color.textMuted });

export const tabs = style({
  marginBottom: '24px',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tabList = style({
  display: 'flex',
  gap: '4px',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  minWidth: 'max-content',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  paddingInline: '16px',
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const panel = style({
  scrollMarginTop: `calc(${layout.headerHeight} + 16px)`,
  ':focus': { outline: 'none' },
});

export const panelTitle = style({
  marginBottom: '16px',
  fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.2rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  '@media': { [media.md]: { marginBottom: '24px' } },
});
