import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SearchDialog } from './SearchDialog.tsx';

/** Opens the dialog; closing it gives the focus back to `returnFocusTo` (the button that opened it). */
type Opener = (returnFocusTo?: HTMLElement | null) => void;

/** The element that has the focus, unless it is nobody's (the page's body). */
function focusedElement(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}

function MountedSearchDialog({ register }: { register: (open: Opener) => void }) {
  const [open, setOpen] = useState(false);
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);
  useEffect(
    () =>
      register((target) => {
        setReturnFocusTo(target ?? focusedElement());
        setOpen(true);
      }),
    [register],
  );
  return <SearchDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />;
}

/**
 * For pages that are not React apps (the public site): renders the search dialog into `container`
 * and answers a way to open it. The page's own button and Ctrl/Cmd+K call `open(button)`; this
 * module, and React with it, load only then. Closed, the dialog gives the focus back to that button
 * (or to what had it), never to the page's body (issue 29).
 */
export function mountSearchDialog(container: HTMLElement): Promise<{ open: Opener }> {
  return new Promise((resolve) => {
    createRoot(container).render(<MountedSearchDialog register={(open) => resolve({ open })} />);
  });
}
