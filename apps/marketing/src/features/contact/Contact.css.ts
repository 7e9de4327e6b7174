import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: '40px',
  '@media': { [media.lg]: { gridTemplateColumns: '2fr 3fr', gap: '56px', alignItems: 'start' } },
});

export const intro = style({ display: 'grid', gap: '8px', alignContent: 'start' });

export const points = style({
  display: 'grid',
  gap: '12px',
  marginTop: '16px',
  color: vars.color.text,
});

// The heading above stays in view when `/#contact-form` is the target.
export const form = style({ scrollMarginTop: '96px' });

export const noscript = style({
  padding: '16px',
  borderRadius: vars.radius.lg,
  background: vars.color.secondary,
});
