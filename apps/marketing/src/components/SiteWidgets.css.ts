import { CHAT_LAUNCHER_OFFSET_PX, CHAT_LAUNCHER_SIZE_PX } from '@dirigeo/widgets/chat/launcher-size';
import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  minWidth: '44px',
  height: '44px',
  paddingInline: '10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.95rem',
  fontWeight: 600,
  cursor: 'pointer',
  ':hover': { background: vars.color.secondary, color: vars.color.primary, borderColor: vars.color.primary },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  '@media': { [media.lg]: { paddingInline: '14px' } },
});

// Below 1024 px the button shows its magnifier only; its name stays « Rechercher sur le site ».
export const searchLabel = style({
  '@media': {
    'screen and (max-width: 1023.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const assistant = style({
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

export const assistantButton = style({
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
