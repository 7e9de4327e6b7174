import { vars } from '@dirigeo/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';
import { scrollToTopThresholdPx } from '../lib/scroll-to-top.ts';

const reveal = keyframes({
  from: { visibility: 'hidden', opacity: 0, transform: 'translateY(8px)' },
  to: { visibility: 'visible', opacity: 1, transform: 'none' },
});

// Bottom-left (spec 001 §2): the bottom-right corner belongs to the chat assistant.
export const button = style({
  position: 'fixed',
  insetInlineStart: '20px',
  insetBlockEnd: '20px',
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.lg,
  ':hover': { background: vars.color.primaryHover, color: vars.color.primaryText },
  '@supports': {
    // Hidden (and out of the tab order: `visibility`) until the page is scrolled strictly more than
    // 300 px: the animation runs on the page's scroll position, hidden up to 300 px, fading in over
    // the next 40 px. Browsers without scroll-driven animations show the button all along.
    '(animation-timeline: scroll())': {
      animationName: reveal,
      animationDuration: 'auto',
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: 'scroll(root block)',
      animationRange: `${scrollToTopThresholdPx}px ${scrollToTopThresholdPx + 40}px`,
    },
  },
});
