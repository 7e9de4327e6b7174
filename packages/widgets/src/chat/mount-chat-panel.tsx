import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type BookingLink, ChatPanel } from './ChatPanel.tsx';

export interface MountedChat {
  /** Opens the panel, or closes it when it is open. */
  toggle(): void;
}

function MountedChatPanel({
  booking,
  button,
  register,
}: {
  booking: BookingLink;
  button: HTMLButtonElement;
  register: (chat: MountedChat) => void;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => register({ toggle: () => setOpen((current) => !current) }), [register]);
  useEffect(() => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute(
      'aria-label',
      open ? "Fermer l'assistant" : "Ouvrir l'assistant : posez votre question",
    );
  }, [open, button]);
  // The conversation is kept while the panel is closed, for as long as the page.
  return (
    <div hidden={!open}>
      <ChatPanel booking={booking} onClose={() => setOpen(false)} returnFocusTo={button} active={open} />
    </div>
  );
}

/**
 * For pages that are not React apps (the public site): renders the assistant's panel into
 * `container`, above the page's own round `button`, and answers a way to toggle it. Loaded when
 * the button is first used.
 */
export function mountChatPanel(
  container: HTMLElement,
  { booking, button }: { booking: BookingLink; button: HTMLButtonElement },
): Promise<MountedChat> {
  return new Promise((resolve) => {
    createRoot(container).render(<MountedChatPanel booking={booking} button={button} register={resolve} />);
  });
}
