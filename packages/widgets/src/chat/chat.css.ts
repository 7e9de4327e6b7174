import { vars } from '@dirigeo/ui/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/** Spec 001 §2: a 320 × 384 px panel (narrower on a small screen). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(320px, calc(100vw - 32px))',
  height: 'min(384px, calc(100vh - 104px))',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  padding: '10px 12px 10px 16px',
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const title = style({ fontSize: '0.95rem', fontWeight: 700, margin: 0, whiteSpace: 'nowrap' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '-3px' },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '10px',
  flexGrow: 1,
  minHeight: 0,
  padding: '12px',
  overflowY: 'auto',
  fontSize: '0.9rem',
  lineHeight: 1.45,
});

const bubble = style({
  maxWidth: '88%',
  padding: '8px 12px',
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

export const userMessage = style([
  bubble,
  {
    alignSelf: 'flex-end',
    background: vars.color.primary,
    color: vars.color.primaryText,
    whiteSpace: 'pre-wrap',
  },
]);

export const botMessage = style([
  bubble,
  { alignSelf: 'flex-start', background: vars.color.surfaceMuted, color: vars.color.text },
]);
globalStyle(`${botMessage} a`, { color: vars.color.link, fontWeight: 600, textUnderlineOffset: '2px' });
globalStyle(`${botMessage} > * + *`, { marginTop: '6px' });
globalStyle(`${botMessage} ul, ${botMessage} ol`, { paddingInlineStart: '1.2em' });
// The site's reset takes the markers off every list; an answer's lists keep theirs.
globalStyle(`${botMessage} ul`, { listStyle: 'disc' });
globalStyle(`${botMessage} ol`, { listStyle: 'decimal' });

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const typing = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  gap: '4px',
  padding: '10px 12px',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const dot = style({
  width: '7px',
  height: '7px',
  borderRadius: '50%',
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '8px',
  padding: '10px',
  borderTop: `1px solid ${vars.color.border}`,
});

export const input = style({
  flexGrow: 1,
  minHeight: '40px',
  maxHeight: '96px',
  padding: '9px 10px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.9rem',
  resize: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  ':disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
});

export const send = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  ':disabled': { background: vars.color.borderStrong, cursor: 'not-allowed' },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
