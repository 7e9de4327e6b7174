import { CHAT_LAUNCHER_CLEARANCE } from '@dirigeo/widgets/chat/launcher-size';
import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';
import { container } from '../styles/shared.css.ts';
import { palette } from '../styles/tokens.ts';

export const footer = style({
  background: vars.color.inverted,
  color: palette.onInvertedMuted,
});

export const inner = style([
  container,
  {
    display: 'grid',
    gap: '40px',
    paddingBlock: '56px',
    '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr 1fr' } },
  },
]);

export const brand = style({ display: 'grid', gap: '16px', alignContent: 'start' });

export const tagline = style({ maxWidth: '40ch', fontSize: '0.9375rem' });

export const columnTitle = style({
  marginBottom: '16px',
  color: vars.color.invertedText,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const links = style({ display: 'grid', gap: '10px' });

export const link = style({
  color: palette.onInvertedMuted,
  textDecoration: 'none',
  ':hover': { color: vars.color.invertedText, textDecoration: 'underline' },
});

export const bottom = style([
  container,
  {
    paddingBlock: '24px',
    // Room for the assistant's floating button under the last line of every page.
    paddingBottom: `calc(24px + ${CHAT_LAUNCHER_CLEARANCE})`,
    borderTop: `1px solid ${palette.onInvertedBorder}`,
  },
]);

export const copyright = style({ fontSize: '0.875rem' });
