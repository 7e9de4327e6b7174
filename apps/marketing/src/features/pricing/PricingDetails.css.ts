import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { card } from '../../styles/shared.css.ts';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  marginBottom: '24px',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const tabs = style({ display: 'grid', gap: '24px' });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '4px',
  justifySelf: 'center',
  padding: '4px',
  borderRadius: vars.radius.xl,
  background: vars.color.muted,
});

export const tab = style({
  minHeight: '44px',
  paddingInline: '18px',
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  ':hover': { background: vars.color.surface },
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      color: vars.color.primary,
      boxShadow: vars.shadow.sm,
    },
  },
});

export const panel = style({ display: 'grid', gap: '32px', ':focus-visible': { outlineOffset: '4px' } });

// Narrow screens scroll the table sideways rather than squeezing its columns. Positioned, so the
// cells' visually hidden 'Inclus' / 'Non inclus' texts (absolutely positioned) scroll inside it
// instead of widening the whole page.
export const tableScroll = style([card, { position: 'relative', overflowX: 'auto' }]);

export const table = style({ width: '100%', minWidth: '560px', borderCollapse: 'collapse' });

const cell = {
  paddingBlock: '12px',
  paddingInline: '16px',
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const featureHead = style({
  ...cell,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: 700,
});

export const planHead = style({
  ...cell,
  width: '18%',
  textAlign: 'center',
  fontSize: '1.0625rem',
  fontWeight: 800,
});

export const popularHead = style([planHead, { color: vars.color.primary, background: vars.color.secondary }]);

export const headPrice = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const categoryHead = style({
  ...cell,
  paddingBlockStart: '20px',
  textAlign: 'start',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: '0.875rem',
  fontWeight: 800,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const featureName = style({ ...cell, textAlign: 'start', fontWeight: 400, color: vars.color.text });

export const included = style({ ...cell, textAlign: 'center', color: vars.color.success });

export const excluded = style({ ...cell, textAlign: 'center', color: vars.color.borderStrong });

export const planButtons = style({
  display: 'grid',
  gap: '12px',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const planCard = style([
  card,
  {
    position: 'relative',
    display: 'grid',
    gap: '16px',
    justifyItems: 'start',
    maxWidth: '720px',
    width: '100%',
    marginInline: 'auto',
    padding: '32px',
  },
]);

export const popularPlanCard = style([planCard, { borderColor: vars.color.primary, borderWidth: '2px' }]);

export const badge = style({
  paddingInline: '12px',
  paddingBlock: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const planName = style({ fontSize: '1.75rem', fontWeight: 800 });

export const planPrice = style({ color: vars.color.textMuted });

export const planAmount = style({
  color: vars.color.text,
  fontSize: '2.5rem',
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const planDescription = style({ color: vars.color.text, fontSize: '1.0625rem' });

export const featureLists = style({
  display: 'grid',
  gap: '24px',
  width: '100%',
  paddingBlock: '8px',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const listTitle = style({ marginBottom: '12px', fontSize: '1rem', fontWeight: 800 });

export const featureList = style({ display: 'grid', gap: '10px' });

export const includedFeature = style({ display: 'flex', gap: '10px', alignItems: 'flex-start' });

export const excludedFeature = style([includedFeature, { color: vars.color.textMuted }]);

globalStyle(`${includedFeature} > svg`, { flex: 'none', marginTop: '3px', color: vars.color.success });
globalStyle(`${excludedFeature} > svg`, { color: vars.color.borderStrong });

export const extras = style({
  display: 'grid',
  gap: '24px',
  marginTop: '56px',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const extra = style([card, { display: 'grid', gap: '12px', justifyItems: 'start', padding: '28px' }]);

export const extraTitle = style({ fontSize: '1.25rem', fontWeight: 800 });
