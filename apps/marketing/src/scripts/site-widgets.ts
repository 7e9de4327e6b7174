/**
 * The site-wide search and assistant, for pages that are not React apps: a few lines that wire
 * the header's search button, Ctrl/Cmd+K and the assistant's round button, and load the dialog or
 * the panel (with React, through `site-widgets-mount.ts`) only when they are about to be used.
 */
type SearchHandle = { open(returnFocusTo?: HTMLElement | null): void };
type ChatHandle = { toggle(): void };

function appendContainer(document: Document): HTMLDivElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

export function initSiteWidgets(document: Document): void {
  let search: Promise<SearchHandle> | undefined;
  const loadSearch = () => {
    search ??= import('./site-widgets-mount.ts').then(({ mountSearch }) =>
      mountSearch(appendContainer(document)),
    );
    return search;
  };
  // Closed, the dialog gives the focus back to the button (Ctrl+K from nowhere: the header's one).
  const openSearch = (button: HTMLElement | null) => void loadSearch().then((dialog) => dialog.open(button));

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-site-search]')) {
    button.addEventListener('click', () => openSearch(button));
    button.addEventListener('pointerenter', () => void loadSearch(), { once: true });
    button.addEventListener('focus', () => void loadSearch(), { once: true });
  }
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      const focused = document.activeElement;
      openSearch(
        focused instanceof HTMLElement && focused !== document.body
          ? focused
          : document.querySelector<HTMLElement>('[data-site-search]'),
      );
    }
  });

  const chatButton = document.querySelector<HTMLButtonElement>('[data-site-assistant]');
  const chatContainer = document.querySelector<HTMLElement>('[data-site-assistant-panel]');
  if (!chatButton || !chatContainer) return;
  let chat: Promise<ChatHandle> | undefined;
  const loadChat = () => {
    chat ??= import('./site-widgets-mount.ts').then(({ mountChat }) =>
      mountChat(chatContainer, {
        booking: {
          href: chatButton.dataset.bookingHref ?? '/#contact',
          external: chatButton.dataset.bookingExternal === 'true',
        },
        button: chatButton,
      }),
    );
    return chat;
  };
  chatButton.addEventListener('click', () => void loadChat().then((panel) => panel.toggle()));
  chatButton.addEventListener('pointerenter', () => void loadChat(), { once: true });
  chatButton.addEventListener('focus', () => void loadChat(), { once: true });
}
