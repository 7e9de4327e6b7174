import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** The assistant's round button and its corner: loaded with the page (the panel's styles come with the panel). */
export const root = style({
  position: 'fixed',
  insetInlineEnd: '16px',
  insetBlockEnd: '16px',
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
  width: '56px',
  height: '56px',
  border: 'none',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.primaryText,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
});
