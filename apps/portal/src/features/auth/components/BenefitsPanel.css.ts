import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  '@media': { [media.lg]: { padding: vars.space['10'] } },
});

export const title = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const lead = style({ lineHeight: vars.lineHeight.relaxed });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({ display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' });

export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.lg,
  backgroundColor: 'rgba(255, 255, 255, 0.15)',
});

export const icon = style({ width: '1.25rem', height: '1.25rem' });

export const itemTitle = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const itemText = style({
  display: 'block',
  marginTop: vars.space['1'],
  lineHeight: vars.lineHeight.normal,
});
