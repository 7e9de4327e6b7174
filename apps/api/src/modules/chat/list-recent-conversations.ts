import { ADMIN_RECENT_CONVERSATIONS, type AdminConversation } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { ChatConversation } from './chat-conversation.entity.ts';

/** The most recent exchanges with the assistant, newest first (spec 001 §2: the back office shows 10). */
export async function listRecentConversations(
  em: EntityManager,
  limit = ADMIN_RECENT_CONVERSATIONS,
): Promise<AdminConversation[]> {
  const conversations = await em.find(
    ChatConversation,
    {},
    {
      fields: ['id', 'userMessage', 'botResponse', 'responseTime', 'createdAt'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit,
    },
  );
  return conversations.map((conversation) => ({
    id: conversation.id,
    userMessage: conversation.userMessage,
    botResponse: conversation.botResponse,
    responseTime: conversation.responseTime,
    createdAt: conversation.createdAt.toISOString(),
  }));
}
