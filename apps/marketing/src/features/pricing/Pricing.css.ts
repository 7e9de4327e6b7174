import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { card } from '../../styles/shared.css.ts';

export const section = style({});

export const billing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '12px',
  marginBottom: '40px',
  fontWeight: 700,
});

export const billingOption = style({ color: vars.color.text, cursor: 'pointer' });

export const billingSaving = style({
  marginInlineStart: '6px',
  paddingInline: '8px',
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontSize: '0.8125rem',
});

// A checkbox drawn as a switch: 52 × 30, its knob slides right when checked (annual billing).
export const toggle = style({
  appearance: 'none',
  position: 'relative',
  flex: 'none',
  width: '52px',
  height: '30px',
  margin: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '3px',
    insetInlineStart: '3px',
    width: '20px',
    height: '20px',
    borderRadius: vars.radius.full,
    background: vars.color.primary,
    transition: 'transform 150ms',
  },
  selectors: {
    '&:checked': { background: vars.color.primary },
    '&:checked::before': { transform: 'translateX(22px)', background: vars.color.primaryText },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** « Mensuel », a label of the switch that only turns it off. */
export const monthlyOption = style({});
/** « Annuelle », a label of the switch that only turns it on. */
export const annualOption = style({});

// A label toggles its checkbox: the word of the billing already chosen must not switch to the other.
globalStyle(
  `${section}:not(:has(${toggle}:checked)) ${monthlyOption}, ${section}:has(${toggle}:checked) ${annualOption}`,
  {
    pointerEvents: 'none',
    cursor: 'default',
  },
);

/** Shown with monthly billing (the default), hidden once the switch is on. */
export const monthlyOnly = style({});
/** Shown with annual billing only. */
export const annualOnly = style({});

// Each element keeps its own display when shown. A browser without `:has()` drops both rules and
// shows both prices, each with its billing written beside it.
globalStyle(`${section}:has(${toggle}:checked) ${monthlyOnly}`, { display: 'none' });
globalStyle(`${section}:not(:has(${toggle}:checked)) ${annualOnly}`, { display: 'none' });

// Each card spans the grid's rows through subgrid, so that names, prices and feature lists line
// up across the three cards whatever the length of their texts.
const planRows = 5;

export const plans = style({
  display: 'grid',
  gap: '24px',
  rowGap: '0',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)', columnGap: '24px' } },
});

export const plan = style([
  card,
  {
    position: 'relative',
    display: 'grid',
    gridRow: `span ${planRows}`,
    gridTemplateRows: 'subgrid',
    marginBottom: '24px',
    '@media': { [media.lg]: { marginBottom: 0 } },
  },
]);

// Through the list's class, to outrank the shared card's border whatever order the stylesheets load in.
export const popularPlan = style([
  plan,
  {
    selectors: {
      [`${plans} > &`]: { borderColor: vars.color.primary, borderWidth: '2px', boxShadow: vars.shadow.lg },
    },
  },
]);

export const planBody = style({
  display: 'grid',
  gridRow: `span ${planRows}`,
  gridTemplateRows: 'subgrid',
  rowGap: '16px',
  padding: '32px',
});

// On the card's top edge, out of the row flow, so that it does not push the popular card's content down.
export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '32px',
  transform: 'translateY(-50%)',
  paddingInline: '12px',
  paddingBlock: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const planName = style({ fontSize: '1.5rem', fontWeight: 800 });

export const planDescription = style({ color: vars.color.textMuted });

export const priceBlock = style({ display: 'grid', gap: '12px', alignContent: 'start' });

export const price = style({ display: 'grid', gap: '4px', alignContent: 'start' });

export const terms = style({
  display: 'grid',
  gap: '6px',
  justifyItems: 'start',
  color: vars.color.text,
  fontSize: '0.9375rem',
});

export const priceAmount = style({
  color: vars.color.text,
  fontSize: '2.5rem',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1,
});

export const priceUnit = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });

export const savings = style({
  paddingInline: '10px',
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const features = style({
  display: 'grid',
  gap: '10px',
  paddingTop: '16px',
  alignContent: 'start',
  borderTop: `1px solid ${vars.color.border}`,
});

export const feature = style({ display: 'flex', gap: '10px', alignItems: 'flex-start' });

export const missingFeature = style([feature, { color: vars.color.textMuted }]);

export const featureIcon = style({
  flex: 'none',
  marginTop: '3px',
  selectors: {
    [`${feature} &`]: { color: vars.color.success },
    [`${missingFeature} &`]: { color: vars.color.borderStrong },
  },
});

export const footnote = style({
  maxWidth: '720px',
  marginTop: '32px',
  marginInline: 'auto',
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  textAlign: 'center',
});
