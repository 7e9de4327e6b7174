import { style } from '@vanilla-extract/css';
import { control } from '../../styles/control.css.ts';
import { item as popoverItem, panel } from '../../styles/popover.css.ts';
import { vars } from '../../theme/theme.css.ts';

export const trigger = style([
  control,
  {
    height: '2.5rem',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.color.textMuted },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const triggerIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const content = style([
  panel,
  {
    maxHeight: 'var(--radix-select-content-available-height)',
    minWidth: 'var(--radix-select-trigger-width)',
  },
]);

export const viewport = style({
  padding: 0,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '1.5rem',
  color: vars.color.textMuted,
  cursor: 'default',
});

export const item = style([
  popoverItem,
  {
    paddingInlineEnd: vars.space['8'],
  },
]);

export const itemIndicator = style({
  position: 'absolute',
  insetInlineEnd: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
});
