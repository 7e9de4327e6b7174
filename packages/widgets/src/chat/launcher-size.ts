/**
 * The room the assistant's floating button takes at the bottom of every page: its 56 px, its 16 px
 * from the edge, and 16 px of air above it. A page leaves this much empty space at its end, so that
 * its last action (a table's last row, a form's « Enregistrer ») can always be scrolled clear of the
 * button instead of lying under it.
 */
export const CHAT_LAUNCHER_SIZE_PX = 56;
export const CHAT_LAUNCHER_OFFSET_PX = 16;
export const CHAT_LAUNCHER_CLEARANCE = `${CHAT_LAUNCHER_SIZE_PX + 2 * CHAT_LAUNCHER_OFFSET_PX}px`;
