import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const document = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: vars.space['10'] } },
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

export const employer = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const titleBlock = style({ '@media': { [media.sm]: { textAlign: 'right' } } });

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const period = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const parties = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

globalStyle(`${parties} dt`, {
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});
globalStyle(`${parties} dd`, { margin: 0, fontWeight: vars.fontWeight.medium });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
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

export const netRow = style({});
globalStyle(`${netRow} th, ${netRow} td`, {
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.secondary,
  color: vars.color.secondaryText,
  borderBottom: 'none',
});

export const groupRow = style({});
globalStyle(`${groupRow} th`, {
  fontWeight: vars.fontWeight.semibold,
  backgroundColor: vars.color.surfaceMuted,
});

export const lineLabel = style({ paddingLeft: vars.space['6'] });

export const subtotalRow = style({});
globalStyle(`${subtotalRow} th, ${subtotalRow} td`, { fontWeight: vars.fontWeight.semibold });

export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const totalsList = style({
  display: 'grid',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
  fontSize: vars.fontSize.sm,
});
globalStyle(`${totalsList} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});
globalStyle(`${totalsList} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const legal = style({
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
