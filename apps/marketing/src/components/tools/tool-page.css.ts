import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** The Simulateurs and Modèles de documents tabs and their items' pages. */

export const lead = style({
  maxWidth: '72ch',
  marginBottom: '24px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const group = style({ marginTop: '32px' });

export const groupTitle = style({ marginBottom: '12px', fontSize: vars.fontSize.xl, fontWeight: 800 });

export const cards = style({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  height: '100%',
  padding: '18px 20px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 150ms, border-color 150ms',
  ':hover': { boxShadow: vars.shadow.md, borderColor: vars.color.primary },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: 1.35,
  color: vars.color.primary,
});

export const cardText = style({ color: vars.color.textMuted, fontSize: '0.95rem' });

export const tool = style({ marginBlock: '8px 40px' });

export const prose = style({
  maxWidth: '78ch',
  marginTop: '32px',
});

export const proseTitle = style({ marginBottom: '12px', fontSize: vars.fontSize.xl, fontWeight: 800 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '10px',
  paddingInlineStart: '22px',
  margin: 0,
  listStyle: 'disc',
  selectors: { 'ol&': { listStyle: 'decimal' } },
});

export const articles = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({
  color: vars.color.link,
  fontWeight: 600,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
});

export const notice = style({
  marginTop: '24px',
  padding: '16px 20px',
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const noscript = style({
  padding: '12px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
});

export const others = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const back = style({
  display: 'inline-block',
  marginBottom: '16px',
  color: vars.color.link,
  fontWeight: 600,
  textUnderlineOffset: '3px',
});
