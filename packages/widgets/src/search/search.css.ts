import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const dialog = style({
  width: 'min(640px, calc(100vw - 24px))',
  maxWidth: '640px',
  maxHeight: 'min(85vh, 720px)',
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  overflow: 'hidden',
});

export const title = style({ fontSize: '1.15rem' });

export const description = style({ color: vars.color.textMuted, fontSize: '0.9rem' });

export const field = style({ display: 'flex' });

export const input = style({
  width: '100%',
  minHeight: '48px',
  paddingInline: '14px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1rem',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  border: 'none',
  margin: 0,
  padding: 0,
});

export const filter = style({
  minHeight: '36px',
  paddingInline: '12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: '0.9rem',
  cursor: 'pointer',
  ':hover': { background: vars.color.accent },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const status = style({ minHeight: '1.4em', color: vars.color.textMuted, fontSize: '0.9rem' });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: '8px' });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  minHeight: 0,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '10px 12px',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.secondary,
      outline: `2px solid ${vars.color.focusRing}`,
    },
  },
});

export const resultHead = style({ display: 'flex', alignItems: 'baseline', gap: '8px', flexWrap: 'wrap' });

export const badge = style({
  flexShrink: 0,
  padding: '1px 8px',
  borderRadius: '999px',
  background: vars.color.muted,
  color: vars.color.text,
  fontSize: '0.75rem',
  fontWeight: 700,
});

export const resultTitle = style({ fontWeight: 700 });

export const external = style({ color: vars.color.textMuted, fontSize: '0.8rem' });

export const resultDescription = style({ color: vars.color.textMuted, fontSize: '0.9rem' });

export const resultCategory = style({ color: vars.color.textMuted, fontSize: '0.8rem' });

export const mark = style({ background: '#fdf3d7', color: 'inherit', borderRadius: '2px', padding: '0 1px' });

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
