export { ChatLauncher } from './ChatLauncher.tsx';
export type { BookingLink } from './ChatPanel.tsx';
