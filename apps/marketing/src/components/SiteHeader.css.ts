import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { container } from '../styles/shared.css.ts';
import { layout } from '../styles/tokens.ts';
import { SIGNED_IN_ROOT } from '../lib/site-chrome.ts';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: 'rgb(255 255 255 / 0.92)',
  backdropFilter: 'saturate(180%) blur(8px)',
  // A shadow, not a border: the header stays exactly `layout.headerHeight` tall, the offset that
  // `/#section` links and the back-to-top link land under.
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const inner = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // 12 px on a phone: at 320 px the logo and the three buttons fill the width.
    gap: '12px',
    height: layout.headerHeight,
    '@media': { [media.sm]: { gap: '24px' } },
  },
]);

// The full navigation from tablet width; below it, the mobile menu takes over. Signed in, the client
// area's links are longer: they wrap and push the header past the screen's edge under 1280 px, so
// there the menu keeps them.
export const nav = style({
  display: 'none',
  '@media': {
    [media.md]: { display: 'block', selectors: { [`${SIGNED_IN_ROOT} &`]: { display: 'none' } } },
    [media.xl]: { selectors: { [`${SIGNED_IN_ROOT} &`]: { display: 'block' } } },
  },
});

export const links = style({ display: 'flex', gap: '4px' });

export const link = style({
  display: 'block',
  padding: '8px 14px',
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: '8px' });

export const clientArea = style({
  display: 'inline-grid',
  flexShrink: 0,
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  ':hover': { background: vars.color.secondary, color: vars.color.primary, borderColor: vars.color.primary },
});
