import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { BookingLink, ChatPanelProps } from './ChatPanel.tsx';
import * as styles from './launcher.css.ts';

// The panel's code arrives when the browser is idle or when the button is first used.
const loadPanel = () => import('./ChatPanel.tsx');
const ChatPanel: ComponentType<ChatPanelProps> = lazy(async () => ({
  default: (await loadPanel()).ChatPanel,
}));

/**
 * The assistant's floating round button, at the bottom right of every page (spec 001 §2); it
 * opens and closes the panel. The conversation lives as long as the page.
 */
export function ChatLauncher({ booking }: { booking: BookingLink }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => void loadPanel());
  }, []);

  return (
    <div className={styles.root}>
      {used && (
        <Suspense fallback={null}>
          {/* Kept mounted once opened: the conversation lasts as long as the page. */}
          <div hidden={!open}>
            <ChatPanel
              booking={booking}
              onClose={() => setOpen(false)}
              returnFocusTo={button}
              active={open}
            />
          </div>
        </Suspense>
      )}
      <button
        ref={setButton}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-label={open ? "Fermer l'assistant" : "Ouvrir l'assistant : posez votre question"}
        onClick={() => {
          setUsed(true);
          setOpen((current) => !current);
        }}
      >
        <svg
          width="26"
          height="26"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
