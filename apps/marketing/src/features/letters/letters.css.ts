import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

/** The form and the preview side by side on a wide screen, the preview under the form on a phone. */
export const layout = style({
  display: 'grid',
  gap: '24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '24px',
  padding: '20px 16px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  '@media': { [media.md]: { padding: '24px' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ marginBottom: '4px', padding: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 });

export const label = style({ color: vars.color.text, fontWeight: 600, lineHeight: vars.lineHeight.snug });

export const required = style({ color: vars.color.destructive });

export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px' });

export const status = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const errorText = style({
  color: vars.color.destructive,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

/** The preview: a sheet of paper, the letter laid out as the files lay it out. */
export const previewBox = style({
  position: 'relative',
  '@media': { [media.lg]: { position: 'sticky', top: '88px' } },
});

export const previewTitle = style({ marginBottom: '8px', fontSize: vars.fontSize.lg, fontWeight: 800 });

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '14px',
  padding: '24px 20px',
  background: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: '0.95rem',
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  '@media': {
    [media.md]: { padding: '40px 44px' },
    [media.lg]: { maxHeight: 'calc(100vh - 140px)', overflowY: 'auto' },
  },
});

export const lines = style({ whiteSpace: 'pre-line', margin: 0 });

export const recipient = style([lines, { alignSelf: 'flex-end', minWidth: '50%' }]);

export const right = style({ alignSelf: 'flex-end', margin: 0 });

export const strong = style({ fontWeight: 700, margin: 0 });

export const paragraph = style({ whiteSpace: 'pre-line', margin: 0 });

export const signature = style([lines, { alignSelf: 'flex-end', minWidth: '50%', marginTop: '8px' }]);

export const hole = style({
  padding: '0 2px',
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
});
