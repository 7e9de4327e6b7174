import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { card } from '../../styles/shared.css.ts';

export const list = style({
  display: 'grid',
  gap: '24px',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const testimonial = style([card, { display: 'flex' }]);

export const figure = style({ display: 'flex', flexDirection: 'column', gap: '16px', padding: '28px' });

export const quote = style({ flexGrow: 1, color: vars.color.text, fontSize: '1.0625rem' });

export const author = style({ color: vars.color.textMuted, fontSize: '0.9375rem', fontWeight: 600 });
