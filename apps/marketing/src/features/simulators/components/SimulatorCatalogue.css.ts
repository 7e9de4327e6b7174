import { SIMULATOR_CATEGORIES } from '@dirigeo/site-content';
import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { slugOf } from '../../../lib/slug.ts';
import { card as cardBase, visuallyHidden } from '../../../styles/shared.css.ts';

export const catalogue = style({ display: 'grid', gap: '32px' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '8px',
  margin: 0,
  padding: 0,
  border: 'none',
});

// The radio stays in the page (focusable, announced as a choice); its label is the chip.
export const chipInput = style([visuallyHidden, {}]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '16px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  userSelect: 'none',
  ':hover': { borderColor: vars.color.primary, color: vars.color.primary },
});

globalStyle(`${chipInput}:checked + ${chip}`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.primaryText,
});
globalStyle(`${chipInput}:focus-visible + ${chip}`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

export const grid = style({
  display: 'grid',
  gap: '24px',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style([
  cardBase,
  { display: 'flex', flexDirection: 'column', gap: '14px', padding: '28px' },
]);

// The chips filter without script: the checked one hides every card of another category.
for (const category of SIMULATOR_CATEGORIES) {
  const slug = slugOf(category);
  globalStyle(
    `${catalogue}:has(${chipInput}[value="${slug}"]:checked) ${card}:not([data-category="${slug}"])`,
    {
      display: 'none',
    },
  );
}

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const categoryBadge = style({
  paddingInline: '10px',
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const detailBadge = style([
  categoryBadge,
  { background: vars.color.surfaceMuted, color: vars.color.text },
]);

export const title = style({ fontSize: '1.25rem', fontWeight: 800 });

export const description = style({ color: vars.color.text });

export const benefits = style({ display: 'grid', gap: '8px', flexGrow: 1 });

export const benefit = style({ display: 'flex', gap: '8px', alignItems: 'flex-start' });

globalStyle(`${benefit} > svg`, { flex: 'none', marginTop: '3px', color: vars.color.success });

export const comingSoon = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  minHeight: '48px',
  paddingInline: '16px',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: 700,
});

export const launch = style({ alignSelf: 'flex-start' });
