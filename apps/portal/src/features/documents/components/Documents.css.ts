import { vars } from '@dirigeo/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** The list's toolbar is spaced from the table here: the page lays its parts out without a gap. */
export const toolbar = style({ marginBottom: vars.space['4'] });

export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: '14rem',
});

export const nameText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const documentName = style({ fontWeight: vars.fontWeight.medium });

export const documentDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const iconBase = style({ width: '1.5rem', height: '1.5rem', flexShrink: 0 });

export const fileIcon = styleVariants({
  pdf: [iconBase, { color: vars.color.destructive }],
  image: [iconBase, { color: vars.color.link }],
  spreadsheet: [iconBase, { color: vars.color.success }],
  text: [iconBase, { color: vars.color.primary }],
  other: [iconBase, { color: vars.color.textMuted }],
});

export const relativeDate = style({
  textDecoration: 'underline dotted',
  textUnderlineOffset: '0.2em',
  cursor: 'help',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const actionsHead = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['1'] });

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['12']} ${vars.space['4']}`,
  textAlign: 'center',
});

export const emptyIcon = style({ width: '3rem', height: '3rem', color: vars.color.textMuted });

export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted });

export const uploadForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '40rem',
});

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['8'],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.focusRing, backgroundColor: vars.color.accent },
    '&[data-invalid="true"]': { borderColor: vars.color.destructive },
  },
});

export const dropIcon = style({ width: '2.5rem', height: '2.5rem', color: vars.color.primary });

export const chosenFile = style({ fontWeight: vars.fontWeight.medium, wordBreak: 'break-all' });

export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const formActions = style({ display: 'flex', gap: vars.space['2'] });
