import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const passwordFields = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '28rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const settingRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const settingText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dangerCard = style({ borderColor: vars.color.destructive });

export const inlineLink = style({ color: vars.color.link });

export const sessionList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const sessionDevice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});
