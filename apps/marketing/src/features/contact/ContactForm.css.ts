import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { card } from '../../styles/shared.css.ts';

export const form = style([
  card,
  { display: 'grid', gap: '20px', padding: '24px', '@media': { [media.md]: { padding: '32px' } } },
]);

export const required = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });

export const grid = style({
  display: 'grid',
  gap: '20px',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)', columnGap: '24px' } },
});

export const field = style({ display: 'grid', gap: '6px', alignContent: 'start' });

export const wideField = style([field, { '@media': { [media.md]: { gridColumn: '1 / -1' } } }]);

export const hint = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const error = style({ color: vars.color.destructive, fontSize: '0.875rem', fontWeight: 600 });

// A native list (the phone's own picker on mobile), drawn like the design system's fields.
export const select = style({
  width: '100%',
  height: '2.5rem',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  ':hover': { borderColor: vars.color.text },
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.destructive,
      boxShadow: `0 0 0 1px ${vars.color.destructive}`,
    },
  },
});

// Out of sight and out of reach for people; robots that fill every field fill these.
export const honeypot = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'grid', gap: '12px', justifyItems: 'start' });

export const privacy = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const confirmation = style([
  card,
  {
    display: 'grid',
    gap: '12px',
    padding: '32px',
    borderColor: vars.color.success,
    background: vars.color.successSubtle,
    color: vars.color.successSubtleText,
    textAlign: 'center',
  },
]);

export const confirmationTitle = style({
  color: vars.color.successSubtleText,
  fontSize: '1.375rem',
  fontWeight: 800,
  ':focus': { outline: 'none' },
});
