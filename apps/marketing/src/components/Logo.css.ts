import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '10px',
  color: vars.color.text,
  textDecoration: 'none',
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: '1.25rem',
  fontWeight: 800,
});

export const word = style({ fontSize: '1.25rem', fontWeight: 800, letterSpacing: '-0.02em' });

export const logoOnDark = style([logo, { color: vars.color.primaryText }]);
