import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: vars.space['4'],
  backgroundColor: vars.color.surfaceMuted,
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const text = style({ marginTop: vars.space['4'], color: vars.color.textMuted });

export const link = style({ display: 'inline-block', marginTop: vars.space['6'], color: vars.color.link });
