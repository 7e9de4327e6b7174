import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { askAssistant, CHAT_MESSAGE_MAX_LENGTH, type ChatMessage, newMessageId } from './chat-client.ts';
import * as styles from './chat.css.ts';

export interface BookingLink {
  href: string;
  /** Another site: opened in a new tab. */
  external: boolean;
}

export interface ChatPanelProps {
  booking: BookingLink;
  onClose: () => void;
  /** Where focus goes back when the panel closes (the round button). */
  returnFocusTo?: HTMLElement | null;
  /** Shown: the panel stays mounted while closed, so the conversation lasts as long as the page. */
  active?: boolean;
}

function BookingAnchor({ booking }: { booking: BookingLink }) {
  return (
    <a href={booking.href} {...(booking.external ? { target: '_blank', rel: 'noopener' } : {})}>
      Réserver un entretien découverte gratuit
    </a>
  );
}

/** Our own messages (greeting, apology) are React elements; the assistant's answers are HTML. */
type LocalKind = 'greeting' | 'apology';

interface ShownMessage extends ChatMessage {
  kind?: LocalKind;
}

function greeting(): ShownMessage {
  return {
    id: 'greeting',
    content: '',
    isUser: false,
    timestamp: new Date().toISOString(),
    local: true,
    kind: 'greeting',
  };
}

function LocalMessage({ kind, booking }: { kind: LocalKind; booking: BookingLink }) {
  if (kind === 'greeting') {
    return (
      <>
        <p>
          Bonjour ! Je réponds à vos questions sur la paie des dirigeants, nos formules et le droit du
          travail, à partir de nos articles, fiches et outils. Pour un conseil sur votre situation, un expert
          vous offre 30 minutes&nbsp;: <BookingAnchor booking={booking} />.
        </p>
        <p>
          N'écrivez pas de données personnelles dans vos questions&nbsp;: elles sont conservées pour améliorer
          nos réponses (<a href="/politique-de-confidentialite#donnees">politique de confidentialité</a>).
        </p>
      </>
    );
  }
  return (
    <p>
      Désolé, je rencontre une difficulté technique... Réessayez dans un instant, ou parlez directement à un
      expert&nbsp;: <BookingAnchor booking={booking} />.
    </p>
  );
}

/** An answer of the assistant: HTML the API sanitised (paragraphs, lists, emphasis, links to our pages or https). */
function BotAnswer({ html, id }: { html: string; id: string }) {
  return (
    <div
      className={styles.botMessage}
      data-message-id={id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API's one sanitiser (its chat profile) before it is sent.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The assistant's panel (spec 001 §2): 320 × 384 px, its title, a close button, the messages (read
 * out as they arrive), a typing indicator, and the question field: Enter sends, Shift+Enter goes to
 * the line; while an answer is awaited the field and the button are disabled.
 */
export function ChatPanel({ booking, onClose, returnFocusTo, active = true }: ChatPanelProps) {
  const [messages, setMessages] = useState<ShownMessage[]>(() => [greeting()]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), input: useId() };

  // Focus moves into the panel when it opens, and back to the button when it closes.
  useEffect(() => {
    if (!active) return;
    inputRef.current?.focus();
    return () => returnFocusTo?.focus();
  }, [active, returnFocusTo]);

  // A question and the typing indicator scroll the list down; an answer is shown from its start
  // (issue 29: a long answer used to be scrolled to its end, its first lines out of sight).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const last = messages.at(-1);
    const answer =
      !pending && last && !last.isUser
        ? list.querySelector<HTMLElement>(`[data-message-id="${last.id}"]`)
        : null;
    if (answer) {
      list.scrollTop += answer.getBoundingClientRect().top - list.getBoundingClientRect().top;
    } else {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages, pending]);

  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending && active) inputRef.current?.focus();
    wasPending.current = pending;
  }, [pending, active]);

  const send = async () => {
    const content = draft.trim();
    // Spec 001 §5: an empty or whitespace-only message is not sent.
    if (!content || pending) return;
    const question: ShownMessage = {
      id: newMessageId(),
      content,
      isUser: true,
      timestamp: new Date().toISOString(),
    };
    const history = messages;
    setMessages((current) => [...current, question]);
    setDraft('');
    setPending(true);
    try {
      const response = await askAssistant(content, history);
      setMessages((current) => [
        ...current,
        { id: newMessageId(), content: response, isUser: false, timestamp: new Date().toISOString() },
      ]);
    } catch {
      setMessages((current) => [
        ...current,
        {
          id: newMessageId(),
          content: '',
          isUser: false,
          timestamp: new Date().toISOString(),
          local: true,
          kind: 'apology',
        },
      ]);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby={ids.title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={styles.header}>
        <h2 id={ids.title} className={styles.title}>
          Comment puis-je vous aider ?
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Fermer l'assistant">
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div ref={listRef} className={styles.messages} role="log" aria-live="polite" aria-label="Conversation">
        {messages.map((message) =>
          message.isUser ? (
            <div key={message.id} className={styles.userMessage} data-message-id={message.id}>
              {/* What the visitor typed is text, never HTML. */}
              <p>{message.content}</p>
            </div>
          ) : message.kind ? (
            <div key={message.id} className={styles.botMessage} data-message-id={message.id}>
              <LocalMessage kind={message.kind} booking={booking} />
            </div>
          ) : (
            <BotAnswer key={message.id} id={message.id} html={message.content} />
          ),
        )}
        {pending && (
          <div className={styles.typing} role="status">
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.visuallyHidden}>L'assistant rédige sa réponse…</span>
          </div>
        )}
      </div>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={ids.input} className={styles.visuallyHidden}>
          Votre question
        </label>
        <textarea
          ref={inputRef}
          id={ids.input}
          className={styles.input}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Tapez votre question..."
          value={draft}
          disabled={pending}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={pending} aria-label="Envoyer">
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </form>
    </section>
  );
}
