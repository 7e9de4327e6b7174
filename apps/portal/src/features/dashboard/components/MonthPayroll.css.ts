import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const totals = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  margin: `0 0 ${vars.space['4']}`,
});

export const figure = style({ display: 'grid', gap: vars.space['1'] });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ fontSize: vars.fontSize.xl, fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
