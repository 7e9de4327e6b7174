import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

// Looks like the portal's success toast: bottom-right, at most 420 px wide from medium screens.
export const notice = style({
  position: 'fixed',
  insetInline: '16px',
  insetBlockEnd: '16px',
  zIndex: vars.zIndex.toast,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.success,
  color: vars.color.successText,
  boxShadow: vars.shadow.lg,
  '@media': { [media.md]: { insetInlineStart: 'auto', maxWidth: '420px' } },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0, gridColumn: '1 / 2' });

export const close = style({
  gridColumn: '2',
  gridRow: '1 / span 2',
  alignSelf: 'start',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});
