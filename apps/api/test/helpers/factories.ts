import type { MikroORM } from '@mikro-orm/core';
import { hashPassword } from '../../src/lib/password.ts';
import { Company } from '../../src/modules/company/company.entity.ts';
import { Payslip } from '../../src/modules/payslip/payslip.entity.ts';
import { User } from '../../src/modules/user/user.entity.ts';

/** The password of every user the factories create. */
export const TEST_PASSWORD = 'mot-de-passe-de-test';

// argon2id costs ~50 ms: hash once per test file, not once per user.
let testPasswordHash: Promise<string> | undefined;

let sequence = 0;

/** A user saved through the ORM, with sensible defaults and a unique username and e-mail. */
export async function createUser(
  orm: MikroORM,
  overrides: {
    username?: string;
    company?: string;
    siret?: string | null;
    companyAddress?: string | null;
    nafCode?: string | null;
    /** False: an account whose address was never confirmed (by default it was). */
    emailVerified?: boolean;
  } = {},
): Promise<User> {
  sequence += 1;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const em = orm.em.fork();
  const { company, siret, companyAddress, nafCode, emailVerified, ...userOverrides } = overrides;
  const user = em.create(User, {
    username: `utilisateur${sequence}-${process.pid}`,
    passwordHash: await testPasswordHash,
    email: `utilisateur${sequence}-${process.pid}@example.fr`,
    firstName: 'Camille',
    lastName: `Martin ${sequence}`,
    position: 'Présidente',
    status: 'sasu',
    isTestAccount: true,
    subscriptionType: 'free_trial',
    emailVerifiedAt: emailVerified === false ? null : new Date(),
    ...userOverrides,
  });
  // Its company, with the payslip's employer details unless the test clears them.
  const address = companyAddress === undefined ? '10 place Bellecour, 69002 Lyon' : companyAddress;
  const addressParts = address ? /^(.+?),\s*(\d{5})\s+(.+)$/.exec(address) : null;
  em.create(Company, {
    user,
    name: company ?? `Entreprise ${sequence} SASU`,
    siret: siret === undefined ? '85237914800012' : siret,
    nafCode: nafCode === undefined ? '70.22Z' : nafCode,
    street: addressParts?.[1] ?? address ?? null,
    postalCode: addressParts?.[2] ?? null,
    city: addressParts?.[3] ?? null,
  });
  await em.flush();
  return user;
}

export interface PayslipSeed {
  month: number;
  year: number;
  grossSalaryCents?: number;
  socialContributionsCents?: number;
  status?: 'draft' | 'completed' | 'archived';
  data?: Record<string, unknown> | null;
  paymentDate?: string | null;
}

/**
 * A payslip of `user` with amounts in cents, written straight through the ORM (as rows stored
 * before freezing existed: a finalised one gets its frozen copy when first read); the net follows
 * the spec's formula.
 */
export async function createPayslip(orm: MikroORM, user: User, seed: PayslipSeed): Promise<Payslip> {
  const em = orm.em.fork();
  const gross = seed.grossSalaryCents ?? 350_000;
  const contributions = seed.socialContributionsCents ?? 80_000;
  const payslip = em.create(Payslip, {
    user: em.getReference(User, user.id),
    month: seed.month,
    year: seed.year,
    grossSalaryCents: gross,
    socialContributionsCents: contributions,
    netSalaryCents: gross - contributions,
    status: seed.status ?? 'draft',
    paymentDate: seed.paymentDate ?? null,
    data: seed.data ?? null,
  });
  await em.flush();
  return payslip;
}
