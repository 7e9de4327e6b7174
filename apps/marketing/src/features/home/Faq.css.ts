import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const groups = style({
  display: 'grid',
  gap: '40px',
  maxWidth: '800px',
  marginInline: 'auto',
  '@media': { [media.md]: { gap: '48px' } },
});

export const group = style({ display: 'grid', gap: '16px' });

export const groupTitle = style({
  color: vars.color.text,
  fontSize: '1.25rem',
  fontWeight: 700,
});

export const list = style({ display: 'grid', gap: '12px' });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
});

export const question = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '16px',
  // Tighter on a phone, so that the question keeps most of the card's width.
  padding: '16px',
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  '::after': {
    content: '"+"',
    flex: 'none',
    color: vars.color.primary,
    fontSize: '1.5rem',
    fontWeight: 400,
    lineHeight: 1,
  },
  '@media': { [media.md]: { padding: '20px 24px' } },
  selectors: {
    // Safari still draws its own triangle unless told not to.
    '&::-webkit-details-marker': { display: 'none' },
    [`${item}[open] &::after`]: { content: '"−"' },
  },
});

export const answer = style({
  display: 'grid',
  gap: '12px',
  padding: '0 16px 16px',
  color: vars.color.text,
  '@media': { [media.md]: { padding: '0 24px 20px' } },
});
