import type { AdminStats } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { ChatConversation } from '../chat/chat-conversation.entity.ts';
import { ContactSubmission } from '../contact/contact-submission.entity.ts';

/** The back office's two counters (spec 001 §2): every exchange with the assistant, every contact request. */
export async function getAdminStats(em: EntityManager): Promise<AdminStats> {
  const [chatInteractions, formSubmissions] = await Promise.all([
    em.count(ChatConversation, {}),
    em.count(ContactSubmission, {}),
  ]);
  return { chatInteractions, formSubmissions };
}
