import type { EntityManager } from '@mikro-orm/core';
import { purgeExpiredActivity } from '../activity/purge-expired-activity.ts';
import { ChatConversation } from '../chat/chat-conversation.entity.ts';
import { ContactSubmission } from '../contact/contact-submission.entity.ts';
import { NewsletterSubscription } from '../newsletter/newsletter-subscription.entity.ts';
import { retentionCutoffs } from './retention-cutoffs.ts';

/** How many records of each kind a purge deleted. */
export interface PurgedRecords {
  chatConversations: number;
  newsletterSubscriptions: number;
  contactSubmissions: number;
  activityLogEntries: number;
}

/**
 * Deletes what the privacy policy no longer lets us keep at `now`: the assistant's exchanges after
 * 12 months, the newsletter subscriptions 3 years after their unsubscribing (an active one is
 * never deleted), the contact requests 3 years after their last change by the back office (or
 * their sending, when never changed), the activity log's events after 12 months. One bulk `delete` per table, on indexed dates (the
 * newsletter's table is small); run at start-up and then every hour (`plugins/app/retention.ts`).
 * A subscription renewed while this runs is not deleted: the `delete` checks `unsubscribed_at` on
 * the row as it is when it reaches it.
 */
export async function purgeExpiredRecords(em: EntityManager, now: Date): Promise<PurgedRecords> {
  const cutoffs = retentionCutoffs(now);
  const chatConversations = await em.nativeDelete(ChatConversation, {
    createdAt: { $lt: cutoffs.chatConversationsAskedBefore },
  });
  const newsletterSubscriptions = await em.nativeDelete(NewsletterSubscription, {
    unsubscribedAt: { $ne: null, $lt: cutoffs.newsletterUnsubscribedBefore },
  });
  const contactSubmissions = await em.nativeDelete(ContactSubmission, {
    $or: [
      { updatedAt: { $lt: cutoffs.contactRequestsLastChangedBefore } },
      { updatedAt: null, createdAt: { $lt: cutoffs.contactRequestsLastChangedBefore } },
    ],
  });
  const activityLogEntries = await purgeExpiredActivity(em, now);
  return { chatConversations, newsletterSubscriptions, contactSubmissions, activityLogEntries };
}
