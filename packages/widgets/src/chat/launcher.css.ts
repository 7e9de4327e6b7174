import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { CHAT_LAUNCHER_OFFSET_PX, CHAT_LAUNCHER_SIZE_PX } from './launcher-size.ts';

/** The assistant's round button and its corner: loaded with the page (the panel's styles come with the panel). */
export const root = style({
  position: 'fixed',
  insetInlineEnd: `${CHAT_LAUNCHER_OFFSET_PX}px`,
  insetBlockEnd: `${CHAT_LAUNCHER_OFFSET_PX}px`,
  // Above the page and its sticky header, below a dialog and its overlay.
  zIndex: `calc(${vars.zIndex.overlay} - 1)`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '12px',
});

export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `${CHAT_LAUNCHER_SIZE_PX}px`,
  height: `${CHAT_LAUNCHER_SIZE_PX}px`,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
});
