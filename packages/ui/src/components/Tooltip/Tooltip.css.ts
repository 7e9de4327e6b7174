import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '20rem',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.inverted,
  color: vars.color.invertedText,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${enter} ${vars.duration.fast} ease-out`,
    },
  },
});

export const arrow = style({
  fill: vars.color.inverted,
});
