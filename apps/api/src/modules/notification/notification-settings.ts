import type { EntityManager } from '@mikro-orm/core';
import type { NotificationSettings } from '@dirigeo/schemas';
import { findCurrentUser } from '../user/find-current-user.ts';
import type { User } from '../user/user.entity.ts';

const settingsOf = (user: User): NotificationSettings => ({
  emailNotifications: user.emailNotifications,
  monthlyReminder: user.monthlyReminder,
  productUpdates: user.productUpdates,
});

/** The Notifications tab's stored switches of the signed-in user. */
export async function findNotificationSettings(
  em: EntityManager,
  userId: number,
): Promise<NotificationSettings> {
  return settingsOf(await findCurrentUser(em, userId));
}

/** Stores the Notifications tab's switches of the signed-in user. */
export async function updateNotificationSettings(
  em: EntityManager,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const user = await findCurrentUser(em, userId);
  em.assign(user, settings);
  await em.flush();
  return settingsOf(user);
}
