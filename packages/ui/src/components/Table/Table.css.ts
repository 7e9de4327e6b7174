import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/theme.css.ts';

export const wrapper = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  captionSide: 'bottom',
});

export const header = style({
  backgroundColor: vars.color.surfaceMuted,
});

export const body = style({});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${body} > &:hover`]: { backgroundColor: vars.color.accent },
    [`${body} > &:last-child`]: { borderBottom: 'none' },
    '&[data-state="selected"]': { backgroundColor: vars.color.secondary },
  },
});

export const head = style({
  height: '2.75rem',
  paddingInline: vars.space['3'],
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space['3'],
  verticalAlign: 'middle',
});

export const caption = style({
  marginTop: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/**
 * `stacked`: below the `sm` breakpoint each row becomes a card, its cells one under the other,
 * each after its column's name (a cell's `label`), so that no column hides behind a sideways scroll.
 */
export const stacked = style({});
const narrow = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

globalStyle(`${stacked} thead`, {
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stacked}, ${stacked} tbody, ${stacked} tr, ${stacked} td, ${stacked} tbody th`, {
  '@media': { [narrow]: { display: 'block', width: '100%' } },
});
globalStyle(`${stacked} tbody tr`, {
  '@media': { [narrow]: { padding: `${vars.space['3']} ${vars.space['4']}` } },
});
globalStyle(`${stacked} td, ${stacked} tbody th`, {
  '@media': { [narrow]: { padding: `${vars.space['1']} 0`, textAlign: 'start' } },
});
globalStyle(`${stacked} td[data-label]`, {
  '@media': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space['4'],
      textAlign: 'end',
    },
  },
});
globalStyle(`${stacked} td[data-label]::before`, {
  '@media': {
    [narrow]: {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.medium,
      textAlign: 'start',
    },
  },
});
