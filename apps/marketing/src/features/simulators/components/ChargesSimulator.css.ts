import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { card } from '../../../styles/shared.css.ts';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  marginBottom: '16px',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const header = style({ maxWidth: '760px', marginBottom: '40px' });

export const layout = style({
  display: 'grid',
  // minmax(0, …): a track no wider than the page, whatever its content (a wide table scrolls in its box).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '32px',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(300px, 2fr) minmax(0, 3fr)' } },
});

export const form = style([card, { display: 'grid', gap: '20px', padding: '28px' }]);

export const panelTitle = style({ fontSize: '1.25rem', fontWeight: 800 });

export const field = style({ display: 'grid', gap: '6px' });

export const label = style({ fontWeight: 700 });

export const input = style({
  width: '100%',
  height: '2.75rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  ':hover': { borderColor: vars.color.text },
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.destructive,
      boxShadow: `0 0 0 1px ${vars.color.destructive}`,
    },
  },
});

export const error = style({ color: vars.color.destructive, fontSize: '0.875rem', fontWeight: 600 });

export const submit = style({
  width: '100%',
  cursor: 'pointer',
  font: 'inherit',
  fontWeight: 700,
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
});

export const results = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '24px' });

export const panel = style([
  card,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px', padding: '28px' },
]);

export const exactPanel = style([panel, { borderColor: vars.color.primary, borderWidth: '2px' }]);

export const year = style({ color: vars.color.textMuted, fontWeight: 600, marginTop: '-8px' });

export const figures = style({ display: 'grid' });

export const figure = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '16px',
  paddingBlock: '10px',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const totalFigure = style([figure, { fontWeight: 800, fontSize: '1.0625rem' }]);

globalStyle(`${figure} > dd`, { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });

export const rate = style({ color: vars.color.textMuted, fontWeight: 400 });

export const note = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const explanation = style({
  padding: '14px 16px',
  borderRadius: vars.radius.lg,
  background: vars.color.secondary,
  color: vars.color.text,
});

export const difference = style({ fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px' });

export const pdfButton = style({ cursor: 'pointer', font: 'inherit', fontWeight: 700 });

export const details = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '12px' });

export const summary = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  color: vars.color.primary,
  fontWeight: 700,
  cursor: 'pointer',
});

export const tableScroll = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({
  width: '100%',
  minWidth: '520px',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: '8px',
  paddingInline: '12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, {
  textAlign: 'start',
  fontWeight: 400,
});
globalStyle(`${table} thead th`, { background: vars.color.surfaceMuted, fontWeight: 700 });
globalStyle(`${table} th[scope="colgroup"]`, {
  textAlign: 'start',
  background: vars.color.surfaceMuted,
  fontSize: '0.8125rem',
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
});
