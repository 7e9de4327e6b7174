import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { COMPANY_TYPES, PREVIOUS_PAYROLL_SYSTEMS, SUBSCRIPTION_TYPES, USER_STATUSES } from '@dirigeo/schemas';

/** A company officer with an account (spec 000 §3). Text columns are limited to 255 (§9). */
export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(255).unique('app_user_username_unique'),
    /** argon2id hash; never leaves the server (the response schemas have no such field). */
    passwordHash: p.string().length(255).hidden().lazy(),
    /** Stored lower-cased, so that uniqueness ignores case. */
    email: p.string().length(255).unique('app_user_email_unique'),
    firstName: p.string().length(255),
    lastName: p.string().length(255),
    company: p.string().length(255),
    position: p.string().length(255),
    phone: p.string().length(255).nullable(),
    status: p.enum(USER_STATUSES),
    hasEmployees: p.boolean().default(false),
    numberOfEmployees: p.integer().default(0),
    companyType: p.enum(COMPANY_TYPES).nullable(),
    siret: p.string().length(14).nullable(),
    /** The company's address, printed on payslips (Code du travail, art. R. 3243-1, 1°). */
    companyAddress: p.string().length(255).nullable(),
    /** Code APE (NAF rév. 2, '70.22Z'), printed on payslips (art. R. 3243-1, 2°). */
    nafCode: p.string().length(6).nullable(),
    previousPayrollSystem: p.enum(PREVIOUS_PAYROLL_SYSTEMS).nullable(),
    eligibilityTested: p.boolean().default(false),
    /** True for a free-trial account; decided by the server from the plan. */
    isTestAccount: p.boolean().default(false),
    subscriptionType: p.enum(SUBSCRIPTION_TYPES).default('free_trial'),
    /** An e-mail at each sign-in from a browser the account never used (spec 000: on by default). */
    loginAlerts: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type User = InferEntity<typeof User>;
