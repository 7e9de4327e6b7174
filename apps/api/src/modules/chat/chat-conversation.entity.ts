import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One exchange with the assistant (spec 001 §3 "Chat conversation"), kept for the back office:
 * the visitor's question as typed (shown as text, never HTML), the answer sent (sanitised HTML),
 * how long it took, and who asked (a first-party session cookie, the IP and the user agent).
 */
export const ChatConversation = defineEntity({
  name: 'ChatConversation',
  tableName: 'chat_conversation',
  indexes: [
    { name: 'chat_conversation_created_at_index', properties: ['createdAt'] },
    { name: 'chat_conversation_session_id_index', properties: ['sessionId'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    sessionId: p.string().length(255),
    userMessage: p.text(),
    botResponse: p.text(),
    /** Milliseconds from the question's arrival to the answer. */
    responseTime: p.integer(),
    /** How the answer was written: from the passages alone, or by the language model. */
    answeredBy: p.string().length(20).default('retrieval'),
    ipAddress: p.string().length(45).nullable(),
    userAgent: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ChatConversation = InferEntity<typeof ChatConversation>;
