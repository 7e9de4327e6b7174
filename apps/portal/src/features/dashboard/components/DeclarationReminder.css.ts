import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const reminder = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
});

export const icon = style({ flexShrink: 0, color: vars.color.primary });

export const text = style({ margin: 0, flex: '1 1 14rem', minWidth: 0 });
