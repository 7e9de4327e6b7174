import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const header = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['6'],
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const content = style({
  padding: vars.space['6'],
  paddingTop: 0,
  selectors: {
    // A card without a header still gets its top padding.
    '&:first-child': { paddingTop: vars.space['6'] },
  },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  paddingTop: 0,
});
