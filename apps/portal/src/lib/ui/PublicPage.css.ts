import { CHAT_LAUNCHER_CLEARANCE } from '@dirigeo/widgets/chat/launcher-size';
import { media, vars } from '@dirigeo/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', backgroundColor: vars.color.surfaceMuted });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingInline: vars.space['8'] } },
});

export const brand = style({ textDecoration: 'none', borderRadius: vars.radius.md });

export const main = style({
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space['4'],
  // Room for the assistant's floating button under the last button of the screen.
  paddingBottom: `calc(${vars.space['4']} + ${CHAT_LAUNCHER_CLEARANCE})`,
  '@media': {
    [media.md]: {
      padding: vars.space['8'],
      paddingBottom: `calc(${vars.space['8']} + ${CHAT_LAUNCHER_CLEARANCE})`,
    },
  },
});

/** The centred column of a public screen with its own heading. */
export const column = style({
  maxWidth: '56rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } },
});

export const intro = style({ color: vars.color.textMuted, marginTop: vars.space['2'] });
