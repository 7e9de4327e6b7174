import { vars } from '@dirigeo/ui/theme';
import { globalStyle } from '@vanilla-extract/css';
import { layout } from './tokens.ts';

// @dirigeo/ui's theme brings the reset, the body font and the focus ring; these are the site's own.

globalStyle('html', {
  // A `#section` link lands below the sticky header.
  scrollPaddingTop: layout.headerHeight,
  '@media': {
    // Spec 001 §2: `/#section` links scroll smoothly; not for visitors who ask for less motion.
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

globalStyle('body', { lineHeight: vars.lineHeight.relaxed });

// Lists on this site are navigation and card grids, never bulleted text.
globalStyle('ul, ol', { margin: 0, padding: 0, listStyle: 'none' });

// `hidden` wins over a class's `display` (the header's two sets of links, the confirmation panel).
globalStyle('[hidden]', { display: 'none !important' });

// A section focused by a `/#section` link is a landmark reached, not a control: no ring.
globalStyle('section[tabindex="-1"]:focus, h1[tabindex="-1"]:focus', { outline: 'none' });
