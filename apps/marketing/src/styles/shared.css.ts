import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { layout } from './tokens.ts';

export const container = style({
  width: '100%',
  maxWidth: `calc(${layout.contentWidth} + 2 * 24px)`,
  marginInline: 'auto',
  paddingInline: '16px',
  '@media': { [media.md]: { paddingInline: '24px' } },
});

export const section = style({
  paddingBlock: '64px',
  '@media': { [media.lg]: { paddingBlock: '96px' } },
});

export const mutedSection = style([section, { background: vars.color.surfaceMuted }]);

export const sectionHeader = style({
  maxWidth: '720px',
  marginInline: 'auto',
  marginBottom: '48px',
  textAlign: 'center',
});

export const eyebrow = style({
  marginBottom: '12px',
  color: vars.color.primary,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const sectionTitle = style({
  fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const intro = style({
  marginTop: '16px',
  color: vars.color.textMuted,
  fontSize: '1.125rem',
});

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  paddingInline: '24px',
  borderRadius: vars.radius.lg,
  border: '2px solid transparent',
  fontWeight: 700,
  textDecoration: 'none',
  transition: 'background-color 150ms, border-color 150ms, color 150ms',
});

export const primaryAction = style([
  action,
  {
    background: vars.color.primary,
    color: vars.color.primaryText,
    ':hover': { background: vars.color.primaryHover },
  },
]);

export const secondaryAction = style([
  action,
  {
    background: vars.color.surface,
    borderColor: vars.color.primary,
    color: vars.color.primary,
    ':hover': { background: vars.color.secondary },
  },
]);

export const textLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  textUnderlineOffset: '3px',
  ':hover': { color: vars.color.primaryHover },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
});

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The box a wide table scrolls in, sideways, so that it never widens the page (on a phone the page
 * keeps the screen's width and the table moves inside its box). Its edges carry a shadow while there
 * is more to see on that side (the shadows are covered by a background that scrolls with the
 * content: the classic « scroll shadows »), and `scrollHint` says it in words on narrow screens.
 */
export const scrollBox = style({
  maxWidth: '100%',
  minWidth: 0,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    // Doubled class: the shadows hold over a box's own background (a card's) given beside this class.
    '&&': {
      backgroundColor: vars.color.surface,
      backgroundImage: [
        `linear-gradient(to right, ${vars.color.surface} 30%, transparent)`,
        `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
        'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.22), transparent)',
        'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.22), transparent)',
      ].join(', '),
      backgroundPosition: 'left center, right center, left center, right center',
      backgroundRepeat: 'no-repeat',
      backgroundSize: '48px 100%, 48px 100%, 16px 100%, 16px 100%',
      backgroundAttachment: 'local, local, scroll, scroll',
    },
  },
});

/** « Faites défiler le tableau » under a `scrollBox`, shown where the table is wider than the screen. */
export const scrollHint = style({
  margin: '6px 0 0',
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  '@media': { [media.md]: { display: 'none' } },
});
