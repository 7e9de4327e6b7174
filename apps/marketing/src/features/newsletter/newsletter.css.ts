import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const dialog = style({ maxWidth: '560px', maxHeight: 'min(90vh, 760px)', overflowY: 'auto' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: '16px', marginTop: '8px' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: '6px' });

export const agreements = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  border: 'none',
  padding: 0,
  margin: 0,
});

export const legend = style({ fontWeight: 700, marginBottom: '4px' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '6px', listStyle: 'none', padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  padding: '2px 4px 2px 10px',
  borderRadius: '999px',
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontSize: '0.85rem',
  fontWeight: 600,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.1rem',
  cursor: 'pointer',
  ':hover': { background: vars.color.secondaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}` },
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  maxHeight: '220px',
  overflowY: 'auto',
  listStyle: 'none',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  width: '100%',
  minHeight: '44px',
  padding: '6px 10px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { background: vars.color.accent },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  ':disabled': { cursor: 'default', color: vars.color.textMuted, background: vars.color.surfaceMuted },
});

export const idcc = style({ fontFamily: vars.font.mono, fontWeight: 700, flexShrink: 0 });

export const resultTitle = style({ flexGrow: 1 });

export const selected = style({ fontSize: '0.8rem', fontWeight: 700, color: vars.color.successSubtleText });

export const hint = style({ color: vars.color.textMuted, fontSize: '0.9rem' });

export const error = style({ color: vars.color.destructive, fontWeight: 600 });

export const consent = style({ color: vars.color.textMuted, fontSize: '0.85rem' });
