import type { EntityManager } from '@mikro-orm/core';
import { queueMail } from '../mail/queue-mail.ts';
import { trialEndingMail } from './subscription-mails.ts';
import { addDays } from './subscription-state.ts';
import { Subscription } from './subscription.entity.ts';

/** How many days before its end a trial's reminder goes. */
const TRIAL_REMINDER_DAYS = 3;

/**
 * Queues the « trial ends in 3 days » e-mail of every trial ending within 3 days that has not
 * paid and has not had it (once per account), in one transaction with the mark that it was sent.
 * Returns how many.
 */
export async function remindTrialsEnding(em: EntityManager, settingsUrl: string, now: Date): Promise<number> {
  return em.transactional(async (tx) => {
    const due = await tx.find(
      Subscription,
      {
        trialEndsAt: { $gt: now, $lte: addDays(now, TRIAL_REMINDER_DAYS) },
        trialReminderSentAt: null,
        complimentaryPlan: null,
        // « Notifications par email » off: no reminder (issue 22).
        user: { emailNotifications: true },
        $or: [{ providerStatus: null }, { providerStatus: 'incomplete' }],
      },
      { populate: ['user'] },
    );
    for (const subscription of due) {
      const { user } = subscription;
      if (!subscription.trialEndsAt) continue;
      queueMail(
        tx,
        user.email,
        trialEndingMail({
          firstName: user.firstName,
          trialEndsAt: subscription.trialEndsAt,
          chosenPlan: subscription.chosenPlan,
          settingsUrl,
        }),
      );
      subscription.trialReminderSentAt = now;
    }
    await tx.flush();
    return due.length;
  });
}
