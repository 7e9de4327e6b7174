import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const passwordFields = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '28rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const settingRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const settingText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dangerCard = style({ borderColor: vars.color.destructive });

export const inlineLink = style({ color: vars.color.link });

export const sessionList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const sessionDevice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.medium,
});

export const list = style({ margin: 0, paddingLeft: vars.space['5'], fontSize: vars.fontSize.sm });

export const stateText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const planHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const notice = style({
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
});

export const intervals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  border: 0,
  margin: 0,
  padding: 0,
});

export const interval = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const planGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const planCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const planTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const invoiceList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const skeleton = style({ height: '8rem' });

/** Four tabs wrap on a phone rather than hide the last one. */
export const tabList = style({ flexWrap: 'wrap' });

export const activityDetail = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const accountBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const editForm = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '28rem',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
