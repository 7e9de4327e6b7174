import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', backgroundColor: vars.color.surfaceMuted });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space['4']} ${vars.space['4']}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingInline: vars.space['8'] } },
});

export const brand = style({ textDecoration: 'none', borderRadius: vars.radius.md });

export const main = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space['4'],
  '@media': { [media.md]: { padding: vars.space['8'] } },
});
