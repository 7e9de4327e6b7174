import { fetchApi } from '../shared/fetch-api.ts';

/** A message of the conversation, as the client keeps it (spec 001 §3 "Chat message"). */
export interface ChatMessage {
  id: string;
  /** The visitor's text, or the assistant's answer as HTML sanitised by the server. */
  content: string;
  isUser: boolean;
  /** ISO 8601. */
  timestamp: string;
  /** Local messages (the greeting, the apology) are shown, never sent back to the server. */
  local?: boolean;
}

/** Spec 001 §9: the last 5 messages go with a question. */
const CHAT_HISTORY_SENT = 5;
/** The longest question the API takes. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export function newMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The history sent with a question: the last 5 messages actually exchanged. */
export function historyToSend(messages: readonly ChatMessage[]): Omit<ChatMessage, 'local'>[] {
  return messages
    .filter((message) => !message.local)
    .slice(-CHAT_HISTORY_SENT)
    .map(({ id, content, isUser, timestamp }) => ({
      id,
      content: content.slice(0, CHAT_MESSAGE_MAX_LENGTH),
      isUser,
      timestamp,
    }));
}

/** POST /api/chat (spec 001 §7): the answer's HTML. */
export async function askAssistant(message: string, conversation: readonly ChatMessage[]): Promise<string> {
  const answer = await fetchApi('/api/chat', {
    method: 'POST',
    body: JSON.stringify({ message, conversation: historyToSend(conversation) }),
  });
  if (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { response?: unknown }).response === 'string'
  ) {
    return (answer as { response: string }).response;
  }
  throw new Error('Réponse inattendue du serveur');
}
