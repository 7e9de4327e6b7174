import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { SIGNED_IN_ROOT } from '../lib/site-chrome.ts';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  height: '44px',
  paddingInline: '14px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  ':hover': { background: vars.color.secondary, borderColor: vars.color.primary },
  // An icon only under 360 px, round like the search and client-area buttons beside it (see
  // toggleLabel); shown wherever the header has no room for its links (see SiteHeader.css.ts's `nav`).
  '@media': {
    'screen and (max-width: 359.98px)': { width: '44px', paddingInline: 0, justifyContent: 'center' },
    [media.md]: { display: 'none', selectors: { [`${SIGNED_IN_ROOT} &`]: { display: 'inline-flex' } } },
    [media.xl]: { selectors: { [`${SIGNED_IN_ROOT} &`]: { display: 'none' } } },
  },
});

// On the narrowest phones (320 px) the logo, the search and client-area buttons and a labelled menu
// button are wider than the screen: the word stays for screen readers only, the icon shows.
export const toggleLabel = style({
  fontSize: '0.9375rem',
  '@media': {
    'screen and (max-width: 359.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

// A sheet from the top of the screen, in the top layer above the sticky header.
export const panel = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  width: '100%',
  maxWidth: '100%',
  maxHeight: '100dvh',
  margin: 0,
  padding: '12px 16px 24px',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  '::backdrop': { background: vars.color.overlay },
  '@media': {
    [media.md]: { display: 'none', selectors: { [`${SIGNED_IN_ROOT} &[open]`]: { display: 'block' } } },
    [media.xl]: { selectors: { [`${SIGNED_IN_ROOT} &[open]`]: { display: 'none' } } },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '48px',
  marginBottom: '8px',
});

export const panelTitle = style({ fontSize: '1.125rem', fontWeight: 800 });

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.secondary, borderColor: vars.color.primary },
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
