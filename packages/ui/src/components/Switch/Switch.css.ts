import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: '2px',
  border: 'none',
  borderRadius: vars.radius.full,
  // Off is the strong border colour, not a pale grey, so the track stays visible (WCAG 1.4.11).
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(0)',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.25rem)' },
  },
});
