import type { EntityManager } from '@mikro-orm/core';
import type { NotificationUnsubscribeQuery } from '@dirigeo/schemas';
import { NotFoundError } from '../../lib/errors.ts';
import { User } from '../user/user.entity.ts';

/** The one-click unsubscribe URL of a list for an account (List-Unsubscribe, RFC 8058: POST only). */
export function notificationUnsubscribeUrl(
  publicUrl: string,
  notificationToken: string,
  list: NotificationUnsubscribeQuery['list'],
): string {
  return `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(notificationToken)}&list=${list}`;
}

/**
 * Turns off one list for the account whose token the link carries, without a session (a mail
 * client's one-click unsubscribe). Idempotent; an unknown token answers 404.
 */
export async function unsubscribeFromNotifications(
  em: EntityManager,
  query: NotificationUnsubscribeQuery,
): Promise<void> {
  const changes = query.list === 'monthly-reminder' ? { monthlyReminder: false } : { productUpdates: false };
  const updated = await em.nativeUpdate(User, { notificationToken: query.token }, changes);
  if (updated === 0) throw new NotFoundError('Ce lien de désinscription est invalide.');
}
