import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const document = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const watermark = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '110%',
  transform: 'translate(-50%, -50%) rotate(-30deg)',
  pointerEvents: 'none',
  userSelect: 'none',
});

export const watermarkText = style({
  fontSize: '120px',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  fill: 'rgba(180, 35, 24, 0.12)',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBottom: vars.space['4'],
  borderBottom: `2px solid ${vars.color.primary}`,
  '@media': { [media.sm]: { flexDirection: 'row', justifyContent: 'space-between' } },
});

export const party = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const partyName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  '@media': { [media.sm]: { textAlign: 'right' } },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const period = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const employee = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.sm]: { alignSelf: 'flex-end', minWidth: '20rem' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.regular });

export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['2'],
});

export const number = style({});
globalStyle(`${table} ${number}`, {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const groupRow = style({});
globalStyle(`${groupRow} th`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceMuted,
});

export const totalRow = style({});
globalStyle(`${totalRow} th, ${totalRow} td`, {
  fontWeight: vars.fontWeight.semibold,
  borderTop: `2px solid ${vars.color.border}`,
});

/*
 * Below 640 px the six columns do not fit: each line becomes a small card, its label on top and
 * its figures below, each with its column's name; empty figures are left out.
 */
const narrow = `screen and (max-width: 639.98px)`;
globalStyle(`${table} thead`, {
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
globalStyle(`${table}, ${table} caption, ${table} tbody, ${table} tr, ${table} th, ${table} td`, {
  '@media': { [narrow]: { display: 'block' } },
});
globalStyle(`${table} tbody tr`, {
  '@media': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: vars.space['4'],
      rowGap: vars.space['1'],
      padding: `${vars.space['2']} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} tbody th`, {
  '@media': { [narrow]: { flexBasis: '100%', padding: 0, borderBottom: 'none' } },
});
globalStyle(`${table} tbody td`, {
  '@media': { [narrow]: { padding: 0, borderBottom: 'none', textAlign: 'left' } },
});
globalStyle(`${table} tbody td:empty`, { '@media': { [narrow]: { display: 'none' } } });
globalStyle(`${table} tbody td::before`, {
  '@media': {
    [narrow]: {
      content: 'attr(data-label) " : "',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
    },
  },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${summary} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['4'],
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${summary} dd`, {
  margin: 0,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const emphasis = style({});
globalStyle(`${summary} > ${emphasis}`, {
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
  borderBottom: 'none',
});

export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const totalsList = style({ display: 'grid', gap: vars.space['2'], fontSize: vars.fontSize.sm });
globalStyle(`${totalsList} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
globalStyle(`${totalsList} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const legal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
