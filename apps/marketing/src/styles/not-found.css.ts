import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { container } from './shared.css.ts';

export const section = style([
  container,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: '16px',
    paddingBlock: '96px',
    textAlign: 'center',
  },
]);

export const code = style({ color: vars.color.primary, fontWeight: 700 });

export const title = style({ fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3rem)', fontWeight: 800 });

export const text = style({ color: vars.color.textMuted, fontSize: '1.125rem' });

export const ways = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '8px 24px',
  marginTop: '8px',
});
