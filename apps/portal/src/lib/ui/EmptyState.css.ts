import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const description = style({ color: vars.color.textMuted, maxWidth: '32rem' });
