import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** The header's search button: loaded with the page (the dialog's styles come with the dialog). */
export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  paddingInline: '10px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '0.95rem',
  fontWeight: 600,
  cursor: 'pointer',
  ':hover': { background: vars.color.accent },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const launcherLabel = style({ display: 'none', '@media': { [media.lg]: { display: 'inline' } } });

export const shortcut = style({
  display: 'none',
  padding: '1px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: '0.75rem',
  '@media': { [media.lg]: { display: 'inline' } },
});
