import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const section = style({
  paddingBlock: '56px',
  background: vars.color.primaryHover,
  color: vars.color.primaryText,
  textAlign: 'center',
});

export const title = style({
  color: vars.color.primaryText,
  fontSize: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.125rem)',
  fontWeight: 800,
});

export const text = style({
  maxWidth: '640px',
  marginTop: '12px',
  marginInline: 'auto',
  color: vars.color.secondary,
});

// Skeleton and logos share one grid cell: swapping them never moves the page.
export const band = style({ display: 'grid', marginTop: '40px' });

const grid = style({
  gridArea: '1 / 1',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: '12px',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(6, 1fr)', gap: '16px' },
  },
});

const pulse = keyframes({ '50%': { opacity: 0.55 } });
// Without script nothing ends the loading state: the skeleton then gives way by itself.
const endLoading = keyframes({ to: { visibility: 'hidden' } });
const showLogos = keyframes({ to: { visibility: 'visible' } });

export const skeleton = style([grid, {}]);

export const skeletonItem = style({
  height: '64px',
  borderRadius: vars.radius.lg,
  background: 'rgb(255 255 255 / 0.16)',
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const logos = style([grid, {}]);

export const logoItem = style({
  display: 'grid',
  placeItems: 'center',
  height: '64px',
  paddingInline: '8px',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const logo = style({ display: 'block', width: '100%', maxWidth: '200px', height: 'auto' });

// `pending`: the HTML's state, ended by the stylesheet after 4 s in case no script runs; `loading`:
// the script has taken over (the logos load lazily, as the visitor scrolls to them); `ready`.
globalStyle(`${band}[data-state="pending"] ${logos}`, {
  visibility: 'hidden',
  animation: `${showLogos} 0s linear 4s forwards`,
});
globalStyle(`${band}[data-state="pending"] ${skeleton}`, {
  animation: `${endLoading} 0s linear 4s forwards`,
});
globalStyle(`${band}[data-state="loading"] ${logos}`, { visibility: 'hidden' });
globalStyle(`${band}[data-state="ready"] ${skeleton}`, { visibility: 'hidden' });
