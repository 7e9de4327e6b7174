import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  paddingLeft: vars.space['5'],
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const qrCode = style({
  display: 'block',
  width: '12rem',
  maxWidth: '100%',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: '#ffffff',
});

/** The key grouped by four, wrapping at a group's end, never in the middle of one. */
export const secret = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  userSelect: 'all',
});

export const codeField = style({ maxWidth: '18rem' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['6'],
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
});
