import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { card } from '../../styles/shared.css.ts';

export const pillars = style({
  display: 'grid',
  gap: '24px',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const pillar = style([card, { padding: '28px', display: 'grid', gap: '12px', alignContent: 'start' }]);

export const pillarTitle = style({ fontSize: '1.25rem', fontWeight: 700 });

export const pillarText = style({ color: vars.color.text });

export const figures = style({
  display: 'grid',
  gap: '24px',
  marginTop: '48px',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

// Value above its label while the label stays first for screen readers (dt before dd).
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  padding: '24px',
  borderRadius: vars.radius.xl,
  background: vars.color.secondary,
  textAlign: 'center',
});

export const figureValue = style({
  color: vars.color.primaryHover,
  fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.5rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const figureLabel = style({ color: vars.color.text, fontWeight: 600 });
