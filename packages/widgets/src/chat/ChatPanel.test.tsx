import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyToSend } from './chat-client.ts';
import { ChatPanel } from './ChatPanel.tsx';

const booking = { href: 'https://rendez-vous.example.fr/dirigeo', external: true };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(<ChatPanel booking={booking} onClose={onClose} />);
  return { user, onClose, input: screen.getByPlaceholderText('Tapez votre question...') };
}

function answer(response: string) {
  return new Response(JSON.stringify({ response }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('ChatPanel', () => {
  it('greets with the free interview, and focuses the question', () => {
    setup(vi.fn());
    expect(screen.getByRole('heading', { name: 'Comment puis-je vous aider ?' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Réserver un entretien découverte gratuit' });
    expect(link).toHaveAttribute('href', booking.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByPlaceholderText('Tapez votre question...')).toHaveFocus();
  });

  it('sends with Enter, not with Shift+Enter, and nothing empty', async () => {
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => answer('<p>Réponse</p>'));
    const { user, input } = setup(fetchMock);
    await user.type(input, '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'Première ligne{Shift>}{Enter}{/Shift}seconde');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveValue('Première ligne\nseconde');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({ message: 'Première ligne\nseconde', conversation: [] });
  });

  it('disables the field and the button while it waits, with a typing indicator', async () => {
    const pending = deferred<Response>();
    const { user, input } = setup(vi.fn(() => pending.promise));
    await user.type(input, 'Quel est le prix ?{Enter}');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(screen.getByText("L'assistant rédige sa réponse…")).toBeInTheDocument();
    pending.resolve(answer('<p>Voir <a href="/#tarifs">nos tarifs</a>.</p>'));
    await waitFor(() => expect(input).not.toBeDisabled());
    expect(screen.getByRole('link', { name: 'nos tarifs' })).toHaveAttribute('href', '/#tarifs');
  });

  it('shows a new answer from its start, not scrolled to its end (issue 29)', async () => {
    const pending = deferred<Response>();
    const { user, input } = setup(vi.fn(() => pending.promise));
    const list = screen.getByRole('log');
    // jsdom lays nothing out: the list is 400 px tall, 2 000 px of content, the answer 600 px below its top.
    let scrollTop = 0;
    Object.defineProperty(list, 'scrollTop', {
      get: () => scrollTop,
      set: (value: number) => (scrollTop = value),
    });
    Object.defineProperty(list, 'scrollHeight', { get: () => 2_000 });
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return {
        top: this.dataset.messageId && this.textContent?.includes('Longue réponse') ? 700 - scrollTop : 100,
      } as DOMRect;
    });
    await user.type(input, 'Une question ?{Enter}');
    expect(scrollTop).toBe(2_000);
    pending.resolve(answer('<p>Longue réponse</p>'));
    await waitFor(() => expect(screen.getByText('Longue réponse')).toBeInTheDocument());
    // From the bottom (2 000) back up to the answer's first line: 600 px below the list's top at 0.
    await waitFor(() => expect(scrollTop).toBe(600));
    vi.restoreAllMocks();
  });

  it("shows the visitor's message as text, never as HTML", async () => {
    const { user, input } = setup(vi.fn(async () => answer('<p>ok</p>')));
    await user.type(input, '<img src=x onerror=alert(1)>{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument());
    expect(log.querySelector('img')).toBeNull();
  });

  it('apologises with the booking link when the assistant fails', async () => {
    const { user, input } = setup(vi.fn(async () => new Response('{"message":"Erreur"}', { status: 500 })));
    await user.type(input, 'Bonjour{Enter}');
    expect(
      await screen.findByText(/Désolé, je rencontre une difficulté technique\.\.\./),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Réserver un entretien découverte gratuit' })).toHaveLength(2);
  });

  it('closes with Escape and with its button', async () => {
    const { user, onClose } = setup(vi.fn());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: "Fermer l'assistant" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('historyToSend', () => {
  it('sends the last 5 messages exchanged, without the local ones', () => {
    const messages = Array.from({ length: 8 }, (_, index) => ({
      id: String(index),
      content: `message ${index}`,
      isUser: index % 2 === 0,
      timestamp: '2026-11-22T10:00:00.000Z',
      local: index === 7,
    }));
    expect(historyToSend(messages).map((message) => message.id)).toEqual(['2', '3', '4', '5', '6']);
    expect(historyToSend(messages)[0]).not.toHaveProperty('local');
  });
});
