import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const submit = style({ width: '100%' });

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  lineHeight: 1.5,
});

export const error = style({ color: vars.color.destructiveSubtleText });

export const link = style({ color: vars.color.link, fontSize: vars.fontSize.sm, textAlign: 'center' });
