import type { EntityManager } from '@mikro-orm/core';
import type { RegisterBody } from '@dirigeo/schemas';
import { hashPassword } from '../../lib/password.ts';
import { assertAcceptablePassword } from './assert-acceptable-password.ts';
import { Company } from '../company/company.entity.ts';
import { startTrial } from '../subscription/subscription-state.ts';
import { Subscription } from '../subscription/subscription.entity.ts';
import { assertUnique, conflictFromUniqueViolation, normaliseEmail } from './user-conflicts.ts';
import { User } from './user.entity.ts';
import { issueEmailVerification } from './issue-email-verification.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { emailVerificationMail } from '../mail/templates/account-email.ts';

/**
 * Creates an account. A free trial makes it a test account (spec 000 §6), whatever the client says:
 * the body schema has no `isTestAccount`. Every account starts on the 14-day trial (issue 26): the
 * plan and period sent are recorded as a wish (`subscriptionType`, the subscription's chosen plan),
 * never granted; only a payment (the billing webhook) or billing being off gives a plan.
 */
export async function registerUser(
  em: EntityManager,
  body: RegisterBody,
  publicUrl: string,
): Promise<{ user: User; company: Company }> {
  const email = normaliseEmail(body.email);
  assertAcceptablePassword(body.password, body, 'password');
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
    // The figure registration asked stays until the officer enters contracts and lets them count.
    headcount: body.hasEmployees ? body.numberOfEmployees : 0,
    headcountSource: body.hasEmployees ? 'declared' : 'contracts',
  });
  // The address is proven by a link; the account works meanwhile (docs/adr/2026-11-27-email-verification-and-notifications.md).
  const verificationUrl = await issueEmailVerification(em, user, email, publicUrl);
  queueMail(em, email, emailVerificationMail({ firstName: user.firstName, url: verificationUrl }));
  const chosenInterval =
    body.subscriptionType === 'monthly' ? 'month' : body.subscriptionType === 'yearly' ? 'year' : null;
  const trial = startTrial(new Date(), body.plan, chosenInterval);
  em.create(Subscription, {
    user,
    chosenPlan: trial.chosenPlan,
    chosenInterval: trial.chosenInterval,
    trialEndsAt: trial.trialEndsAt,
  });
  try {
    await em.flush();
  } catch (error) {
    throw conflictFromUniqueViolation(error);
  }
  return { user, company };
}
