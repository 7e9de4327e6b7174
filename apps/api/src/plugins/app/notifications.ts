import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendMonthlyReminders } from '../../modules/notification/send-monthly-reminders.ts';

export interface NotificationsPluginOptions {
  /** The site's origin, for the links of the e-mails. */
  publicUrl: string;
}

/**
 * The « Rappels mensuels » (issue 22): every morning at 7:00 UTC, and at start-up, the accounts due
 * a reminder this month get it, once per account and month (`sendMonthlyReminders`).
 */
async function notifications(fastify: FastifyInstance, options: NotificationsPluginOptions): Promise<void> {
  fastify.jobs.register({
    name: 'monthly-reminder',
    schedule: '0 7 * * *',
    runAtStart: true,
    run: async () => {
      const queued = await sendMonthlyReminders(fastify.orm.em.fork(), options.publicUrl, new Date());
      return queued > 0 ? { queued } : undefined;
    },
  });
}

export default fp(notifications, { name: 'notifications', dependencies: ['orm', 'jobs', 'mail'] });
