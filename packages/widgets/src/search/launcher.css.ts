import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The header's search button, on the public site's pages and the client area's: loaded with the page
 * (the dialog's styles come with the dialog). A pill, like the public site's other header buttons.
 */
export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '44px',
  minWidth: '44px',
  // Its label never spills out of its border: the button keeps its width, its row wraps instead.
  flexShrink: 0,
  whiteSpace: 'nowrap',
  justifyContent: 'center',
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
export const launcherLabel = style({
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
