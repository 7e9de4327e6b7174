import { CHAT_LAUNCHER_CLEARANCE } from '@dirigeo/widgets/chat/launcher-size';
import { media, vars } from '@dirigeo/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const SIDEBAR_WIDTH = '16rem';

export const shell = style({
  minHeight: '100vh',
  backgroundColor: vars.color.surfaceMuted,
  '@media': {
    [media.lg]: { display: 'grid', gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)` },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: vars.space['2'],
  zIndex: vars.zIndex.modal,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.lg]: {
      alignSelf: 'start',
      height: '100vh',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border}`,
      padding: `${vars.space['6']} ${vars.space['4']}`,
      gap: vars.space['8'],
    },
  },
});

export const brandRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  // In the sidebar, « Rechercher » goes under the logo when both do not fit on one line.
  '@media': { [media.lg]: { flexWrap: 'wrap', rowGap: vars.space['3'], padding: `0 ${vars.space['2']}` } },
});

export const brand = style({
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const menuButton = style({
  '@media': { [media.lg]: { display: 'none' } },
});

export const nav = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [media.lg]: { display: 'flex', flex: 1, justifyContent: 'space-between', padding: 0 },
  },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent },
    '&[aria-current="page"]': { backgroundColor: vars.color.secondary, color: vars.color.secondaryText },
  },
});

export const navIcon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 });

export const logout = style({ justifyContent: 'flex-start', gap: vars.space['3'] });

export const main = style({
  padding: vars.space['4'],
  // Room for the assistant's floating button under the last row or button of every screen.
  paddingBottom: `calc(${vars.space['4']} + ${CHAT_LAUNCHER_CLEARANCE})`,
  outline: 'none',
  '@media': {
    [media.md]: {
      padding: vars.space['8'],
      paddingBottom: `calc(${vars.space['8']} + ${CHAT_LAUNCHER_CLEARANCE})`,
    },
  },
});

globalStyle(`${main} > *`, { maxWidth: '80rem', marginInline: 'auto' });
