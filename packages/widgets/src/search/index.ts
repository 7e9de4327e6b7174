export type { SearchDialogProps } from './SearchDialog.tsx';
export { SearchLauncher } from './SearchLauncher.tsx';
