import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', backgroundColor: vars.color.surfaceMuted });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  padding: vars.space['4'],
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingInline: vars.space['8'] } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  textDecoration: 'none',
  color: vars.color.text,
  borderRadius: vars.radius.md,
});

export const brandName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const brandLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const main = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ color: vars.color.textMuted });

export const gate = style({
  maxWidth: '26rem',
  width: '100%',
  marginInline: 'auto',
  marginTop: vars.space['8'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const counters = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const counterValue = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': { [media.md]: { padding: vars.space['6'] } },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/**
 * The chart's box, which hands the theme's colours to Chart.js (a canvas knows no CSS): the script
 * reads these custom properties (`traffic-chart.ts`).
 */
export const chartBox = style({
  position: 'relative',
  height: '16rem',
  width: '100%',
  vars: {
    '--chart-page-views': vars.color.primary,
    '--chart-visitors': vars.color.link,
    '--chart-messages': vars.color.success,
    '--chart-contacts': vars.color.warningSubtleText,
    '--chart-text': vars.color.text,
    '--chart-muted': vars.color.textMuted,
    '--chart-grid': vars.color.border,
  },
});

export const summary = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const summaryValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const details = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['3'] });

export const detailsSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.link,
  borderRadius: vars.radius.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: 0,
});

/** The three tabs wrap on a phone instead of hiding the last one beyond the screen's edge. */
export const tabsList = style({ flexWrap: 'wrap', height: 'auto' });

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const conversationMeta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const question = style({ fontWeight: vars.fontWeight.semibold });

export const answer = style({ color: vars.color.textMuted, whiteSpace: 'pre-line' });

export const empty = style({
  color: vars.color.textMuted,
  paddingBlock: vars.space['6'],
  textAlign: 'center',
});

export const contactCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: '12rem',
});

export const email = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const message = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  marginTop: vars.space['2'],
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const statusSelect = style({
  minHeight: '2.25rem',
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const articleRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const articleText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const articleTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const articleMeta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['3'],
  overflowWrap: 'anywhere',
});

export const rowActions = style({ display: 'flex', gap: vars.space['2'], flexShrink: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const formGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const nativeSelect = style([
  statusSelect,
  { minHeight: '2.5rem', fontSize: vars.fontSize.md, width: '100%' },
]);

export const radios = style({ display: 'flex', gap: vars.space['4'], border: 0, padding: 0, margin: 0 });

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space['2'],
});

export const radioLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
});

export const editorFrame = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.destructive } },
});

export const editorToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
});

export const editorContent = style({
  minHeight: '16rem',
  padding: vars.space['3'],
  overflowWrap: 'anywhere',
});

/** The article's text, in the editor and in its preview, laid out as the blog shows it. */
export const prose = style({ lineHeight: vars.lineHeight.relaxed });
globalStyle(`${prose} :is(h2, h3)`, {
  fontWeight: vars.fontWeight.bold,
  marginTop: vars.space['4'],
  marginBottom: vars.space['2'],
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} p`, { marginBottom: vars.space['3'] });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space['6'], marginBottom: vars.space['3'] });
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} blockquote`, {
  borderInlineStart: `3px solid ${vars.color.border}`,
  paddingInlineStart: vars.space['3'],
  color: vars.color.textMuted,
});
globalStyle(`${prose} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${editorContent} .ProseMirror`, { outline: 'none', minHeight: '14rem' });

export const preview = style({
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const previewTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const reportList = style({
  paddingInlineStart: vars.space['5'],
  listStyle: 'disc',
  fontSize: vars.fontSize.sm,
});

export const rejected = style({ color: vars.color.destructiveSubtleText });

export const dataTable = style({ fontSize: vars.fontSize.sm });
