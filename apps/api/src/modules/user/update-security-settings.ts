import type { EntityManager } from '@mikro-orm/core';
import type { SecuritySettings } from '@dirigeo/schemas';
import { findCurrentUser } from './find-current-user.ts';

/** The Sécurité tab's stored switches of the signed-in user. */
export async function findSecuritySettings(em: EntityManager, userId: number): Promise<SecuritySettings> {
  const user = await findCurrentUser(em, userId);
  return { loginAlerts: user.loginAlerts };
}

/** Stores the Sécurité tab's switches of the signed-in user. */
export async function updateSecuritySettings(
  em: EntityManager,
  userId: number,
  settings: SecuritySettings,
): Promise<SecuritySettings> {
  const user = await findCurrentUser(em, userId);
  user.loginAlerts = settings.loginAlerts;
  await em.flush();
  return { loginAlerts: user.loginAlerts };
}
