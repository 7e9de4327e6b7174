import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({ display: 'grid', gap: '32px', maxWidth: '820px' });

export const header = style({ display: 'grid', gap: '8px' });

export const title = style({
  fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const updated = style({ color: vars.color.textMuted });

export const contents = style({
  padding: '20px 24px',
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const contentsTitle = style({ marginBottom: '12px', fontSize: '1rem', fontWeight: 800 });

export const contentsList = style({
  display: 'grid',
  gap: '6px',
  paddingInlineStart: '1.5em',
  listStyle: 'decimal',
  '@media': { [media.md]: { columnCount: 2, display: 'block' } },
});

globalStyle(`${contentsList} li`, { marginBottom: '6px', breakInside: 'avoid' });
globalStyle(`${contentsList} a, ${contents} a`, { color: vars.color.link, textUnderlineOffset: '3px' });

// Running text: readable line length, real lists, tables that scroll on a phone.
export const prose = style({ display: 'grid', gap: '16px', color: vars.color.text, fontSize: '1.0625rem' });

globalStyle(`${prose} h2`, {
  marginTop: '24px',
  fontSize: '1.5rem',
  fontWeight: 800,
  scrollMarginTop: '96px',
});
globalStyle(`${prose} h3`, { marginTop: '8px', fontSize: '1.1875rem', fontWeight: 700 });
globalStyle(`${prose} ul`, { display: 'grid', gap: '8px', paddingInlineStart: '1.5em', listStyle: 'disc' });
globalStyle(`${prose} ol`, {
  display: 'grid',
  gap: '8px',
  paddingInlineStart: '1.5em',
  listStyle: 'decimal',
});
globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '3px', overflowWrap: 'anywhere' });
globalStyle(`${prose} dl`, {
  display: 'grid',
  gap: '4px 16px',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(180px, auto) 1fr' } },
});
globalStyle(`${prose} dt`, { fontWeight: 700 });
globalStyle(`${prose} dd`, { margin: 0, marginBottom: '8px' });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' });
globalStyle(`${prose} th, ${prose} td`, {
  padding: '10px 12px',
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${prose} thead th`, { background: vars.color.surfaceMuted });

export const footer = style({ paddingTop: '24px', borderTop: `1px solid ${vars.color.border}` });

export const others = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' });

globalStyle(`${others} a`, { color: vars.color.link, fontWeight: 600, textUnderlineOffset: '3px' });
