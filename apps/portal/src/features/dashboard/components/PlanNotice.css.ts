import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  marginBottom: vars.space['6'],
  backgroundColor: vars.color.accent,
});

export const alert = style([notice, { borderColor: vars.color.destructive }]);

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
