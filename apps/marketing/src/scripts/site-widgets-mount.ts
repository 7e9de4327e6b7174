/**
 * The second step of `site-widgets.ts`, loaded on first use: it imports the search dialog or the
 * assistant's panel (React, their styles) and mounts it. Kept apart so that the script every page
 * downloads holds neither the list of those files nor Vite's helper that preloads them.
 */
import type { mountChatPanel as MountChatPanel } from '@dirigeo/widgets/chat/mount';

export async function mountSearch(container: HTMLElement) {
  const { mountSearchDialog } = await import('@dirigeo/widgets/search/mount');
  return mountSearchDialog(container);
}

export async function mountChat(...args: Parameters<typeof MountChatPanel>) {
  const { mountChatPanel } = await import('@dirigeo/widgets/chat/mount');
  return mountChatPanel(...args);
}
