import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.ts';

/**
 * The monthly reminder queued for an account and a month (`monthly_reminder`): its primary key is
 * what makes the job idempotent, whichever instance runs it and however often.
 */
export const MonthlyReminder = defineEntity({
  name: 'MonthlyReminder',
  tableName: 'monthly_reminder',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    /** The month paid and declared, 'YYYY-MM'. */
    period: p.string().length(7).primary(),
    sentAt: p.datetime(),
  },
});
export type MonthlyReminder = InferEntity<typeof MonthlyReminder>;
