import { vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

// Focused by the skip link and the "back to top" button; a landmark, not a control, so no ring.
export const main = style({ flexGrow: 1, ':focus': { outline: 'none' } });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: '16px',
  insetBlockStart: '-100px',
  zIndex: vars.zIndex.popover,
  padding: '12px 16px',
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
  ':focus': { insetBlockStart: '12px' },
});
