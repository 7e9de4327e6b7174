import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The shared look of text fields and select triggers, so a form's controls line up. */
export const control = style({
  display: 'flex',
  width: '100%',
  minWidth: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::placeholder': {
      color: vars.color.textMuted,
      opacity: 1,
    },
    '&:hover:not(:disabled)': {
      borderColor: vars.color.text,
    },
    '&:focus-visible': {
      outlineOffset: '1px',
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.destructive,
      boxShadow: `0 0 0 1px ${vars.color.destructive}`,
    },
    '&:disabled, &[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.6,
      backgroundColor: vars.color.surfaceMuted,
    },
  },
});
