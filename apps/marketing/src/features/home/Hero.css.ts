import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  paddingBlock: '56px 72px',
  background: `linear-gradient(180deg, ${vars.color.secondary} 0%, ${vars.color.surface} 100%)`,
  '@media': { [media.lg]: { paddingBlock: '96px 112px' } },
});

export const grid = style({
  display: 'grid',
  gap: '48px',
  alignItems: 'center',
  '@media': { [media.lg]: { gridTemplateColumns: '1.25fr 1fr', gap: '64px' } },
});

export const copy = style({ display: 'grid', gap: '24px', justifyItems: 'start' });

export const title = style({
  fontSize: 'clamp(2.25rem, 1.4rem + 3.4vw, 3.5rem)',
  fontWeight: 800,
  letterSpacing: '-0.03em',
});

export const lead = style({ fontSize: '1.1875rem', color: vars.color.text, maxWidth: '60ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '8px' });

export const signIn = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });

export const panel = style({
  display: 'grid',
  gap: '20px',
  padding: '32px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
});

export const panelTitle = style({ color: vars.color.text, fontSize: '1.25rem', fontWeight: 700 });

export const highlights = style({ display: 'grid', gap: '16px' });

export const highlight = style({ display: 'flex', gap: '12px', alignItems: 'flex-start' });

export const highlightIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.primary,
});

export const claims = style({
  display: 'grid',
  gap: '10px',
  paddingTop: '20px',
  borderTop: `1px solid ${vars.color.border}`,
});

// Value before its label on screen while the label stays first for screen readers (dt before dd).
export const claim = style({
  display: 'flex',
  flexDirection: 'row-reverse',
  justifyContent: 'flex-end',
  alignItems: 'baseline',
  gap: '8px',
  flexWrap: 'wrap-reverse',
});

export const claimValue = style({
  color: vars.color.primaryHover,
  fontSize: '1.0625rem',
  fontWeight: 800,
  whiteSpace: 'nowrap',
});

export const claimLabel = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });
