import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const list = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  overflowX: 'auto',
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.muted,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  // A label longer than a narrow screen's share wraps onto a second line rather than being cut
  // (« Ajouter un document » at 320 px); the list never scrolls a tab out of sight.
  flex: '1 1 auto',
  minHeight: '2rem',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.25,
  textAlign: 'center',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const content = style({
  marginTop: vars.space['4'],
});
