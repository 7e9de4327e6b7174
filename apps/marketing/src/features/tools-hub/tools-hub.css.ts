import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The content of the tools hub's panels: searches, lists, the official texts, the source line.

export const lead = style({
  maxWidth: '760px',
  marginBottom: '24px',
  color: vars.color.textMuted,
  fontSize: '1.075rem',
});

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  alignItems: 'flex-end',
  marginBottom: '20px',
});

export const searchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  flex: '1 1 260px',
  minWidth: 0,
});

export const hint = style({ color: vars.color.textMuted, fontSize: '0.9rem' });

export const searchButton = style({ minHeight: '48px' });

export const status = style({ marginBottom: '16px', color: vars.color.textMuted });

export const notice = style({
  padding: '12px 16px',
  marginBottom: '20px',
  borderRadius: vars.radius.lg,
  background: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
});

export const layout = style({
  display: 'grid',
  gap: '32px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});

export const categoryNav = style({ minWidth: 0 });

/** A row that scrolls sideways on small screens (the list stays in view), a column beside it on large ones. */
export const categoryList = style({
  display: 'flex',
  gap: '8px',
  overflowX: 'auto',
  listStyle: 'none',
  padding: '2px 2px 8px',
  '@media': { [media.lg]: { flexDirection: 'column', gap: '2px', overflowX: 'visible', padding: 0 } },
});

export const categoryLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '10px',
  minHeight: '40px',
  paddingInline: '12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  color: vars.color.text,
  fontSize: '0.95rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
  '@media': { [media.lg]: { border: 'none', borderRadius: vars.radius.md, whiteSpace: 'normal' } },
});

export const count = style({ fontWeight: 400, fontVariantNumeric: 'tabular-nums' });

export const listTitle = style({ marginBottom: '12px', fontSize: '1.3rem', fontWeight: 800 });

export const itemList = style({ display: 'flex', flexDirection: 'column', listStyle: 'none', padding: 0 });

export const item = style({
  paddingBlock: '18px',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0 } },
});

export const itemTitle = style({ fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 });

export const itemLink = style({
  color: vars.color.link,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.primaryHover },
});

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 12px',
  marginTop: '4px',
  color: vars.color.textMuted,
  fontSize: '0.9rem',
});

export const badge = style({
  padding: '0 10px',
  borderRadius: '999px',
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  fontWeight: 600,
});

export const itemText = style({ marginTop: '8px', color: vars.color.text, overflowWrap: 'anywhere' });

export const details = style({ marginTop: '8px' });

export const summary = style({
  color: vars.color.link,
  fontWeight: 600,
  cursor: 'pointer',
  minHeight: '32px',
});

export const empty = style({ padding: '32px 0', color: vars.color.textMuted });

/** The official texts' HTML (sanitised by the API): typography for what its allow-list lets through. */
export const prose = style({ fontSize: '1.05rem', lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${prose} > * + *, ${prose} div > * + *`, { marginTop: '0.9em' });
globalStyle(`${prose} h2, ${prose} h3`, { marginTop: '1.4em', fontSize: '1.2rem', fontWeight: 700 });
globalStyle(`${prose} h4, ${prose} h5`, { marginTop: '1.2em', fontSize: '1.05rem', fontWeight: 700 });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: '1.5em' });
// The site's reset takes the markers off every list; the lists of a text keep theirs.
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} ul ul`, { listStyle: 'circle' });
globalStyle(`${prose} li + li`, { marginTop: '0.35em' });
globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '3px' });
globalStyle(`${prose} blockquote`, {
  paddingInlineStart: '1em',
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: '0.95rem',
});
globalStyle(`${prose} th, ${prose} td`, {
  padding: '8px 12px',
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${prose} th`, { background: vars.color.surfaceMuted });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });

export const source = style({
  marginTop: '40px',
  paddingTop: '16px',
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.9rem',
  overflowWrap: 'anywhere',
});

export const sourceLink = style({ color: vars.color.link, textUnderlineOffset: '3px' });

export const booking = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px 24px',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: '40px',
  padding: '24px',
  borderRadius: vars.radius.xl,
  background: vars.color.secondary,
});

export const bookingTitle = style({ fontSize: '1.2rem', fontWeight: 800 });

export const bookingText = style({ marginTop: '4px', maxWidth: '560px' });

/** Partie › Livre › Titre › Chapitre…: the place of an article or a section in the code. */
export const breadcrumb = style({ marginBottom: '16px', fontSize: '0.95rem' });

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 0',
  listStyle: 'none',
  padding: 0,
  color: vars.color.textMuted,
});

export const breadcrumbItem = style({
  overflowWrap: 'anywhere',
  selectors: { '& + &::before': { content: '"›"', paddingInline: '8px', color: vars.color.textMuted } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px 16px',
  marginBottom: '20px',
  color: vars.color.textMuted,
});

export const articleText = style([prose, { maxWidth: '780px' }]);

export const nota = style({
  maxWidth: '780px',
  marginTop: '24px',
  padding: '16px 20px',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const notaTitle = style({ marginBottom: '6px', fontSize: '1rem', fontWeight: 700 });

export const neighbours = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '12px',
  marginTop: '32px',
  listStyle: 'none',
  padding: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '24px' });

export const tocList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  listStyle: 'none',
  padding: 0,
});

export const tocSection = style({
  display: 'block',
  padding: '14px 16px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.primary, background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const tocTitle = style({
  display: 'block',
  color: vars.color.link,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const tocRange = style({
  display: 'block',
  marginTop: '2px',
  color: vars.color.textMuted,
  fontSize: '0.9rem',
});

export const tocArticles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  listStyle: 'none',
  padding: 0,
  marginBottom: '24px',
});

export const articleChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: '12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const subTitle = style({
  marginTop: '32px',
  marginBottom: '12px',
  fontSize: '1.25rem',
  fontWeight: 800,
});

/**
 * A sheet: its contents' list, its text, the articles it cites. One column on small screens, in
 * that order (the list of contents first); on large ones the text on the left, both lists beside it.
 */
export const sheetLayout = style({
  display: 'grid',
  gap: '32px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) 280px',
      gridTemplateRows: 'auto 1fr',
      columnGap: '40px',
    },
  },
});

export const sheetText = style({
  minWidth: 0,
  '@media': { [media.lg]: { gridColumn: 1, gridRow: '1 / span 2' } },
});

export const sheetContents = style({
  alignSelf: 'start',
  '@media': { [media.lg]: { gridColumn: 2, gridRow: 1 } },
});

export const sheetCited = style({
  alignSelf: 'start',
  '@media': { [media.lg]: { gridColumn: 2, gridRow: 2 } },
});

export const sheetSection = style({ marginTop: '32px' });

export const sheetSectionTitle = style({
  marginBottom: '12px',
  fontSize: '1.35rem',
  fontWeight: 800,
  lineHeight: 1.3,
  scrollMarginTop: '96px',
});

export const sideBlock = style({
  padding: '18px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const sideTitle = style({ marginBottom: '10px', fontSize: '1.05rem', fontWeight: 800 });

export const sideList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  listStyle: 'none',
  padding: 0,
});

export const sideArticles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  listStyle: 'none',
  padding: 0,
});

export const agreementIdcc = style({
  display: 'inline-block',
  minWidth: '4.5ch',
  marginInlineEnd: '8px',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 800,
  color: vars.color.text,
});

export const panelList = style({ minWidth: 0, scrollMarginTop: '96px' });

export const actionList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  listStyle: 'none',
  padding: 0,
});
