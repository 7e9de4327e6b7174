import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

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
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  // Hidden (and out of the tab order) until the script says the page is scrolled far enough.
  visibility: 'hidden',
  opacity: 0,
  transform: 'translateY(8px)',
  transition: 'opacity 200ms, transform 200ms, visibility 200ms',
  ':hover': { background: vars.color.primaryHover },
  selectors: {
    '&[data-visible="true"]': { visibility: 'visible', opacity: 1, transform: 'none' },
  },
});
