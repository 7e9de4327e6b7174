import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SearchDialog } from './SearchDialog.tsx';

type Opener = () => void;

function MountedSearchDialog({ register }: { register: (open: Opener) => void }) {
  const [open, setOpen] = useState(false);
  useEffect(() => register(() => setOpen(true)), [register]);
  return <SearchDialog open={open} onOpenChange={setOpen} />;
}

/**
 * For pages that are not React apps (the public site): renders the search dialog into `container`
 * and answers a way to open it. The page's own button and Ctrl/Cmd+K call `open()`; this module,
 * and React with it, load only then.
 */
export function mountSearchDialog(container: HTMLElement): Promise<{ open: Opener }> {
  return new Promise((resolve) => {
    createRoot(container).render(<MountedSearchDialog register={(open) => resolve({ open })} />);
  });
}
