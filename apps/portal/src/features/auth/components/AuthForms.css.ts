import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const fieldset = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const legend = style({
  gridColumn: '1 / -1',
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const submit = style({ width: '100%' });

export const switchText = style({
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const switchLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const inlineLink = style({ color: vars.color.link });

export const forgotLink = style({
  alignSelf: 'flex-end',
  marginTop: `calc(-1 * ${vars.space['2']})`,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
});
