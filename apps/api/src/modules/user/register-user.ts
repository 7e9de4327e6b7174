import type { EntityManager } from '@mikro-orm/core';
import type { RegisterBody } from '@dirigeo/schemas';
import { hashPassword } from '../../lib/password.ts';
import { Company } from '../company/company.entity.ts';
import { assertUnique, conflictFromUniqueViolation, normaliseEmail } from './user-conflicts.ts';
import { User } from './user.entity.ts';

/**
 * Creates an account. A free trial makes it a test account (spec 000 §6), whatever the client says:
 * the body schema has no `isTestAccount`.
 */
export async function registerUser(
  em: EntityManager,
  body: RegisterBody,
): Promise<{ user: User; company: Company }> {
  const email = normaliseEmail(body.email);
  await assertUnique(em, { username: body.username, email });
  const user = em.create(User, {
    username: body.username,
    passwordHash: await hashPassword(body.password),
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    position: body.position,
    phone: body.phone ?? null,
    status: body.status,
    hasEmployees: body.hasEmployees,
    companyType: body.companyType ?? null,
    previousPayrollSystem: body.previousPayrollSystem ?? null,
    eligibilityTested: body.eligibilityTested,
    isTestAccount: body.subscriptionType === 'free_trial',
    subscriptionType: body.subscriptionType,
  });
  // The company it declares for, with what registration asked; the rest is filled once later.
  const company = em.create(Company, {
    user,
    name: body.company,
    siret: body.siret ?? null,
    headcount: body.hasEmployees ? body.numberOfEmployees : 0,
  });
  try {
    await em.flush();
  } catch (error) {
    throw conflictFromUniqueViolation(error);
  }
  return { user, company };
}
