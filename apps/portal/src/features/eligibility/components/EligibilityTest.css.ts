import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  marginBottom: vars.space['3'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const options = style({
  display: 'grid',
  gap: vars.space['2'],
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const yesNo = style({ display: 'flex', gap: vars.space['6'] });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const yesNoOption = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const question = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const questionText = style({ fontWeight: vars.fontWeight.medium });

export const alert = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.destructiveSubtle,
  color: vars.color.destructiveSubtleText,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const resultHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

const resultIcon = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const eligibleIcon = style([resultIcon, { color: vars.color.success }]);

export const notEligibleIcon = style([resultIcon, { color: vars.color.destructive }]);

export const complexIcon = style([resultIcon, { color: vars.color.warningSubtleText }]);

export const resultHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
});

export const resultBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const regime = style({ fontWeight: vars.fontWeight.semibold });
