import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** The simulator's card: its current step or its result. */
export const simulator = style({
  padding: '20px 16px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: '28px 32px' } },
});

export const counter = style({
  marginBottom: '4px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const stepTitle = style({
  marginBottom: '20px',
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  lineHeight: vars.lineHeight.snug,
  ':focus': { outline: 'none' },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: '20px' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 });

/** Two fields side by side from the tablet up (start and end dates). */
export const fieldRow = style({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field's label: the browser's own element (no script), with the design system's look. */
export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: vars.lineHeight.snug,
});

export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const narrowInput = style({ maxWidth: '14rem' });

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ marginBottom: '6px', padding: 0, fontWeight: 700 });

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '12px',
  padding: '12px 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.borderStrong },
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.secondary },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const choiceInput = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.2rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  ':focus-visible': { outline: 'none' },
});

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const choiceLabel = style({ fontWeight: 600 });

/** Yes/no answers side by side. */
export const inlineChoices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
});

export const inlineChoice = style([choice, { minWidth: '7rem' }]);

export const error = style({
  color: vars.color.destructive,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  justifyContent: 'space-between',
  marginTop: '28px',
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  padding: '14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const rowHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  fontWeight: 700,
});

export const months = style({
  display: 'grid',
  gap: '12px 16px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

// The result -----------------------------------------------------------------------------------------------

export const headline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  marginBottom: '24px',
  padding: '20px',
  borderRadius: vars.radius.lg,
  background: vars.color.secondary,
  color: vars.color.secondaryText,
});

export const headlineLabel = style({ fontWeight: 700 });

export const headlineValue = style({
  fontSize: 'clamp(1.6rem, 1.3rem + 1.4vw, 2.2rem)',
  fontWeight: 800,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
});

export const sectionTitle = style({
  marginBlock: '24px 8px',
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
});

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '10px',
  paddingInlineStart: '20px',
  margin: 0,
  listStyle: 'disc',
});

export const ruleArticles = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const articleLink = style({
  color: vars.color.link,
  fontWeight: 600,
  textUnderlineOffset: '3px',
});

export const notice = style({
  marginTop: '28px',
  padding: '16px 20px',
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const noticeTitle = style({ marginBottom: '4px', fontWeight: 700 });

/** The procedure's calendar: a numbered list of steps, each with its dates first. */
export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  paddingInlineStart: '24px',
  margin: 0,
  listStyle: 'decimal',
});

export const timelineStep = style({
  paddingInlineStart: '4px',
  selectors: { '&::marker': { color: vars.color.primary, fontWeight: 800 } },
});

export const timelineTitle = style({ fontWeight: 800 });

export const timelineWhen = style({ color: vars.color.primary, fontWeight: 700 });

// The payslip ----------------------------------------------------------------------------------------------

export const figures = style({
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '14px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const keyFigure = style([
  figure,
  { borderColor: vars.color.primary, background: vars.color.secondary },
]);

export const figureLabel = style({ fontWeight: 700 });

export const figureAmount = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: 0 });

export const figureText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** The lines' table scrolls within its box on a phone rather than widening the page. */
export const tableBox = style({
  overflowX: 'auto',
  marginTop: '8px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}` },
});

export const table = style({
  width: '100%',
  minWidth: '640px',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({ padding: '10px 12px', textAlign: 'start', fontWeight: 700 });

export const th = style({
  padding: '8px 12px',
  background: vars.color.surfaceMuted,
  textAlign: 'end',
  fontWeight: 700,
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const groupRow = style({ background: vars.color.accent, fontWeight: 700 });

export const td = style({
  padding: '6px 12px',
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start', whiteSpace: 'normal' } },
});

export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  marginTop: '16px',
  paddingInlineStart: '20px',
  listStyle: 'disc',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
