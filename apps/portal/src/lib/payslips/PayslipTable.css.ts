import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const frame = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const period = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const actions = style({ '@media': { [media.sm]: { textAlign: 'right', width: '1%' } } });

export const actionButtons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  whiteSpace: 'nowrap',
});

export const noRows = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space['8'] });
