import { useLayoutEffect } from 'react';

/**
 * Names the browser tab while the screen is shown; `index.html`'s title comes back after it. A hook
 * rather than a `<title>` in the tree: React 19 moved such elements into the head, Preact, which the
 * portal renders with, leaves them where they are (docs/adr/2026-11-27-preact-for-the-portal.md).
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Asks search engines not to index the screen while it is shown (the back office). */
export function useNoIndex(): void {
  useLayoutEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
