import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  marginBottom: vars.space['3'],
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    [`${step}[data-done="true"] &`]: {
      backgroundColor: vars.color.secondary,
      color: vars.color.secondaryText,
    },
  },
});

export const stepLabel = style({ display: 'none', '@media': { [media.md]: { display: 'inline' } } });

export const stepHeading = style({
  marginTop: vars.space['6'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  outline: 'none',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, gridColumn: '1 / -1' });

export const link = style({ color: vars.color.link });

export const navigation = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
