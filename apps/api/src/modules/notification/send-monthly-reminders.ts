import type { EntityManager } from '@mikro-orm/core';
import { dsnDueDate } from '@dirigeo/dsn';
import { Company } from '../company/company.entity.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { monthlyReminderMail } from '../mail/templates/monthly-reminder.ts';
import { User } from '../user/user.entity.ts';
import { notificationUnsubscribeUrl } from './unsubscribe-from-notifications.ts';

/** From this day of the month (Paris time) the month's reminder goes: before the pay and the DSN. */
const MONTHLY_REMINDER_DAY = 25;

/** How many accounts a run reads at a time. */
const BATCH = 200;

/** The year, month and day in Paris at `now`. */
function parisDate(now: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Queues the month's reminder (« Rappels mensuels ») of every account that wants it and whose
 * address is confirmed, from the MONTHLY_REMINDER_DAY of the month (Paris) to its end: the
 * payslip is paid with the month, and the DSN is due on the 5th or 15th after (`dsnDueDate`:
 * the 5th for 50 staff or more, as if they paid within the month, the earlier of the two; the
 * 15th otherwise). Once per account and month, whichever instance runs it and however often: the
 * `monthly_reminder` row and its e-mail are written in one transaction, and the row's primary
 * key lets only one writer through. Returns how many were queued.
 */
export async function sendMonthlyReminders(em: EntityManager, publicUrl: string, now: Date): Promise<number> {
  const { year, month, day } = parisDate(now);
  if (day < MONTHLY_REMINDER_DAY) return 0;
  const period = `${year}-${String(month).padStart(2, '0')}`;
  let queued = 0;
  let afterId = 0;
  for (;;) {
    const due = await em.getConnection().execute<{ id: number }[]>(
      `select u."id" from "app_user" u
        where u."id" > ? and u."monthly_reminder" and u."email_verified_at" is not null
          and not exists (select 1 from "monthly_reminder" r where r."user_id" = u."id" and r."period" = ?)
        order by u."id" limit ?`,
      [afterId, period, BATCH],
    );
    const users = await em
      .fork()
      .find(User, { id: { $in: due.map((row: { id: number }) => row.id) } }, { orderBy: { id: 'asc' } });
    if (users.length === 0) return queued;
    for (const user of users) {
      afterId = user.id;
      if (await remindOne(em.fork(), user, { year, month, period, now, publicUrl })) queued += 1;
    }
  }
}

async function remindOne(
  em: EntityManager,
  user: User,
  at: { year: number; month: number; period: string; now: Date; publicUrl: string },
): Promise<boolean> {
  const company = await em.findOne(Company, { user: user.id }, { fields: ['headcount'] });
  const headcount = company?.headcount ?? 0;
  const due = dsnDueDate({
    year: at.year,
    month: at.month,
    headcount,
    payTiming: headcount >= 50 ? 'same-month' : 'following-month',
  });
  return em.transactional(async (tx) => {
    const inserted = await tx
      .getConnection()
      .execute<{ user_id: number }[]>(
        `insert into "monthly_reminder" ("user_id", "period", "sent_at") values (?, ?, ?) on conflict do nothing returning "user_id"`,
        [user.id, at.period, at.now],
        'all',
        tx.getTransactionContext(),
      );
    if (inserted.length === 0) return false;
    queueMail(
      tx,
      user.email,
      monthlyReminderMail({
        firstName: user.firstName,
        period: at.period,
        dsnDueDate: due.dueDate,
        publicUrl: at.publicUrl,
        unsubscribeUrl: notificationUnsubscribeUrl(at.publicUrl, user.notificationToken, 'monthly-reminder'),
      }),
    );
    await tx.flush();
    return true;
  });
}
