import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: '12px', maxWidth: '800px', marginInline: 'auto' });

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
  padding: '20px 24px',
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
  selectors: {
    // Safari still draws its own triangle unless told not to.
    '&::-webkit-details-marker': { display: 'none' },
    [`${item}[open] &::after`]: { content: '"−"' },
  },
});

export const answer = style({
  display: 'grid',
  gap: '12px',
  padding: '0 24px 20px',
  color: vars.color.text,
});
