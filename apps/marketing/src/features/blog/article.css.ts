import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: '48px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  minHeight: '44px',
  marginBottom: '16px',
  color: vars.color.link,
  fontWeight: 600,
  textUnderlineOffset: '3px',
});

export const header = style({ marginBottom: '24px' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px 14px',
  marginBottom: '12px',
  color: vars.color.textMuted,
  fontSize: '0.95rem',
});

export const category = style({ color: vars.color.primary, fontWeight: 700 });

export const title = style({
  fontSize: 'clamp(1.8rem, 1.3rem + 2vw, 2.6rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  lineHeight: 1.15,
});

export const summary = style({ marginTop: '16px', fontSize: '1.2rem', color: vars.color.textMuted });

export const image = style({ width: '100%', borderRadius: vars.radius.xl, marginBottom: '32px' });

export const coverWrapper = style({ borderRadius: vars.radius.xl, overflow: 'hidden', marginBottom: '32px' });

/** The article's own HTML (sanitised by the API): typography for what the allow-list lets through. */
export const prose = style({ fontSize: '1.075rem', lineHeight: 1.75, overflowWrap: 'anywhere' });
globalStyle(`${prose} > * + *`, { marginTop: '1.1em' });
globalStyle(`${prose} h2`, { marginTop: '2em', fontSize: '1.6rem', lineHeight: 1.25, fontWeight: 800 });
globalStyle(`${prose} h3`, { marginTop: '1.6em', fontSize: '1.25rem', fontWeight: 700 });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: '1.5em' });
// The site's reset takes the markers off every list; the lists of a text keep theirs.
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} ul ul`, { listStyle: 'circle' });
globalStyle(`${prose} li + li`, { marginTop: '0.4em' });
globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '3px' });
globalStyle(`${prose} blockquote`, {
  paddingInlineStart: '1em',
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} table`, {
  display: 'block',
  width: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: '0.95rem',
});
globalStyle(`${prose} th, ${prose} td`, {
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${prose} th`, { background: vars.color.surfaceMuted });
globalStyle(`${prose} code`, { fontFamily: vars.font.mono, fontSize: '0.9em' });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  listStyle: 'none',
  padding: 0,
  marginTop: '32px',
});

export const cta = style({
  marginTop: '48px',
  padding: '28px',
  borderRadius: vars.radius.xl,
  background: vars.color.secondary,
});

export const ctaTitle = style({ fontSize: '1.3rem', fontWeight: 800, marginBottom: '8px' });

export const ctaText = style({ marginBottom: '16px' });

export const aside = style({ display: 'flex', flexDirection: 'column', gap: '24px' });

export const sideBlock = style({
  padding: '20px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
});

export const sideTitle = style({ fontSize: '1.1rem', fontWeight: 800, marginBottom: '12px' });

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  listStyle: 'none',
  padding: 0,
});

export const suggestion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '8px 0',
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { color: vars.color.link },
});

export const suggestionTitle = style({
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const suggestionMeta = style({ color: vars.color.textMuted, fontSize: '0.875rem' });

export const toolLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  listStyle: 'none',
  padding: 0,
});
