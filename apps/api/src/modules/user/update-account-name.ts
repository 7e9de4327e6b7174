import type { EntityManager } from '@mikro-orm/core';
import type { AccountNameBody } from '@dirigeo/schemas';
import type { Company } from '../company/company.entity.ts';
import { findCurrentUserWithCompany } from './find-current-user.ts';
import type { User } from './user.entity.ts';

/** Renames the signed-in user (the Compte tab of the settings). */
export async function updateAccountName(
  em: EntityManager,
  userId: number,
  body: AccountNameBody,
): Promise<{ user: User; company: Company }> {
  const { user, company } = await findCurrentUserWithCompany(em, userId);
  user.firstName = body.firstName;
  user.lastName = body.lastName;
  await em.flush();
  return { user, company };
}
