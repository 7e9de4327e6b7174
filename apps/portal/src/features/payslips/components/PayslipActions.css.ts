import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** The actions under a payslip's header: a draft's « Modifier »/« Finaliser », a finalised one's « Rectifier ». */
export const section = style({ marginBottom: vars.space['4'] });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const error = style({
  color: vars.color.destructive,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space['2'],
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space['4'],
});
