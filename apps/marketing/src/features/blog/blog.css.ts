import { media, vars } from '@dirigeo/ui/theme';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const grid = style({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 150ms, transform 150ms',
  ':hover': { boxShadow: vars.shadow.md },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  padding: '20px',
  flexGrow: 1,
});

export const cardMeta = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const cardTitle = style({ fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 });

export const cardSummary = style({ color: vars.color.textMuted, fontSize: '0.95rem' });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  listStyle: 'none',
  padding: 0,
  marginTop: 'auto',
});

export const tag = style({
  padding: '2px 10px',
  borderRadius: '999px',
  fontSize: '0.8rem',
  fontWeight: 600,
});

/** Tag colours, chosen by the tag's text: readable on their background (AA). */
export const tagColors = styleVariants({
  blue: { background: '#e8eef8', color: '#1e3a8a' },
  green: { background: '#e3f6ea', color: '#166534' },
  amber: { background: '#fdf3d7', color: '#854d0e' },
  violet: { background: '#f0e9fb', color: '#5b21b6' },
  rose: { background: '#fde8ee', color: '#9f1239' },
});

export const cover = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  aspectRatio: '16 / 7',
  padding: '16px 20px',
  color: '#ffffff',
});

/** One gradient per cover theme; white text keeps at least 4.5:1 on its lightest end. */
export const coverThemes = styleVariants({
  fiscal: { background: 'linear-gradient(135deg, #7c2d12, #b45309)' },
  paie: { background: 'linear-gradient(135deg, #1e3a8a, #1d4ed8)' },
  social: { background: 'linear-gradient(135deg, #14532d, #15803d)' },
  juridique: { background: 'linear-gradient(135deg, #4c1d95, #6d28d9)' },
  comptabilite: { background: 'linear-gradient(135deg, #134e4a, #0f766e)' },
  default: { background: 'linear-gradient(135deg, #0f1d33, #334155)' },
});

export const coverTagline = style({ fontSize: '1.05rem', fontWeight: 700, maxWidth: '75%' });

export const coverCategory = style({
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const keyFigure = style({
  position: 'absolute',
  insetInlineEnd: '16px',
  insetBlockEnd: '14px',
  textAlign: 'end',
  lineHeight: 1.1,
});

export const keyFigureValue = style({ display: 'block', fontSize: '1.75rem', fontWeight: 800 });

export const keyFigureLabel = style({ fontSize: '0.75rem', fontWeight: 600 });

export const coverImage = style({ width: '100%', aspectRatio: '16 / 7', objectFit: 'cover' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  alignItems: 'flex-end',
  marginBottom: '24px',
});

export const searchLandmark = style({ display: 'block', flexGrow: 1 });

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  alignItems: 'flex-end',
  flexGrow: 1,
});

export const searchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  flexGrow: 1,
  minWidth: '220px',
});

export const label = style({ fontWeight: 600, fontSize: '0.95rem' });

export const input = style({
  minHeight: '48px',
  paddingInline: '14px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '1rem',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

export const button = style({
  minHeight: '48px',
  paddingInline: '20px',
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: '1rem',
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const status = style({ marginBottom: '16px', color: vars.color.textMuted });

export const errorBox = style({
  padding: '16px 20px',
  marginBottom: '24px',
  border: `1px solid ${vars.color.destructive}`,
  borderRadius: vars.radius.lg,
  background: vars.color.destructiveSubtle,
  color: vars.color.destructiveSubtleText,
});

export const errorTitle = style({ fontWeight: 700, marginBottom: '4px' });

export const empty = style({ padding: '48px 16px', textAlign: 'center', color: vars.color.textMuted });

export const link = style({
  color: vars.color.link,
  fontWeight: 600,
  textUnderlineOffset: '3px',
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const spinnerRow = style({ display: 'flex', justifyContent: 'center', padding: '24px' });

export const spinner = style({
  width: '32px',
  height: '32px',
  border: `3px solid ${vars.color.muted}`,
  borderTopColor: vars.color.primary,
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});
