import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  paddingBlock: '56px',
  background: vars.color.primaryHover,
  color: vars.color.primaryText,
  textAlign: 'center',
});

export const title = style({
  color: vars.color.primaryText,
  fontSize: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.125rem)',
  fontWeight: 800,
});

export const text = style({
  maxWidth: '640px',
  marginTop: '12px',
  marginInline: 'auto',
  color: vars.color.secondary,
});
