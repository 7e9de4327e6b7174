import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A field that takes a whole row of its two-column grid. */
export const fullWidth = style({ gridColumn: '1 / -1' });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  gridColumn: '1 / -1',
});

export const radioList = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const radioRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const plans = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const plan = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has([data-state="checked"])': { borderColor: vars.color.primary, backgroundColor: vars.color.accent },
  },
});

export const planTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const planName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
});

export const planPrice = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const planFeatures = style({ margin: 0, paddingLeft: vars.space['5'], fontSize: vars.fontSize.sm });

globalStyle(`${planFeatures} li + li`, { marginTop: vars.space['1'] });

export const passwordWithHint = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const planChoice = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const planIntro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
