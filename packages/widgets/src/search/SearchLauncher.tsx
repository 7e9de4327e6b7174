import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SearchDialogProps } from './SearchDialog.tsx';
import * as styles from './launcher.css.ts';

// The dialog's code arrives the first time it opens.
const SearchDialog: ComponentType<SearchDialogProps> = lazy(async () => ({
  default: (await import('./SearchDialog.tsx')).SearchDialog,
}));

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search button, and Ctrl+K (⌘K on a Mac) anywhere on the page (spec 001 §2). Only
 * this button ships with the page; the dialog loads when first opened.
 */
export function SearchLauncher({ navigate }: { navigate?: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
      >
        <SearchIcon />
        <span className={styles.launcherLabel}>
          Rechercher<span className={styles.visuallyHidden}> sur le site</span>
        </span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button.current}
            {...(navigate ? { navigate } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
