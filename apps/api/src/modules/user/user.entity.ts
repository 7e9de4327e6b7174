import { randomBytes } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import {
  COMPANY_TYPES,
  PAS_RATE_TYPES,
  PREVIOUS_PAYROLL_SYSTEMS,
  SUBSCRIPTION_TYPES,
  USER_STATUSES,
} from '@dirigeo/schemas';

/**
 * A company officer with an account (spec 000 §3). Text columns are limited to 255 (§9). The company
 * they declare for is its own entity (`Company`, one per user).
 */
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
    position: p.string().length(255),
    phone: p.string().length(255).nullable(),
    status: p.enum(USER_STATUSES),
    hasEmployees: p.boolean().default(false),
    companyType: p.enum(COMPANY_TYPES).nullable(),
    previousPayrollSystem: p.enum(PREVIOUS_PAYROLL_SYSTEMS).nullable(),
    eligibilityTested: p.boolean().default(false),
    /** True for a free-trial account; decided by the server from the plan. */
    isTestAccount: p.boolean().default(false),
    subscriptionType: p.enum(SUBSCRIPTION_TYPES).default('free_trial'),
    /** An e-mail at each sign-in from a browser the account never used (spec 000: on by default). */
    loginAlerts: p.boolean().default(true),
    /**
     * Two-factor sign-in (TOTP, RFC 6238): the secret (base32) sealed by the `SecretBox`, never in
     * clear; null while it is off. Never leaves the server.
     */
    twoFactorSecret: p.string().length(255).nullable().hidden().lazy(),
    /** A secret being set up, sealed likewise, until a first code confirms it. */
    twoFactorPendingSecret: p.string().length(255).nullable().hidden().lazy(),
    /** When two-factor sign-in was turned on; null while it is off. */
    twoFactorEnabledAt: p.datetime().nullable(),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    twoFactorLastStep: p.integer().nullable().hidden(),
    /** When the address `email` was proven by its link; null while unverified (docs/adr/2026-11-27-email-verification-and-notifications.md). */
    emailVerifiedAt: p.datetime().nullable(),
    /** A new address asked for, lower-cased; it replaces `email` once its link is followed (null otherwise). */
    pendingEmail: p.string().length(255).nullable(),
    /** « Notifications par email »: the account's notices that are neither security nor contract (the trial's reminder). */
    emailNotifications: p.boolean().default(true),
    /** « Rappels mensuels »: the e-mail before the month's payslip and DSN are due. */
    monthlyReminder: p.boolean().default(true),
    /** « Notifications de mises à jour »: the product's and the rules' news. */
    productUpdates: p.boolean().default(true),
    /** Random, in the one-click unsubscribe links of the reminders (List-Unsubscribe); opens nothing else. */
    notificationToken: p
      .string()
      .length(64)
      .unique('app_user_notification_token_unique')
      .onCreate(() => randomBytes(24).toString('base64url')),
    // The officer as a person, as the DSN names them (S21.G00.30, 40, 50); null until filled.
    /** NIR, key included (15 characters). */
    nir: p.string().length(15).nullable(),
    birthDate: p.date().nullable(),
    /** `{ city, departmentCode, countryCode }`. */
    birthPlace: p.json<{ city: string; departmentCode: string; countryCode: string }>().nullable(),
    street: p.string().length(255).nullable(),
    postalCode: p.string().length(5).nullable(),
    city: p.string().length(255).nullable(),
    /** Date de début du mandat. */
    mandateStartDate: p.date().nullable(),
    /** Code PCS-ESE of the mandate, '233d'. */
    pcsEse: p.string().length(4).nullable(),
    /** National of the EU, the EEA or Switzerland. */
    euNational: p.boolean().nullable(),
    /** Identifiant of the DGFiP's personal rate (compte rendu métier). */
    pasRateId: p.string().length(18).nullable(),
    /** Taux de prélèvement à la source, in hundredths of a percent (7,5 % → 750). */
    pasRateBasisPoints: p.integer().nullable(),
    /** 'personalised' (the DGFiP's rate) or 'neutral' (the grid's). */
    pasRateType: p.enum(PAS_RATE_TYPES).nullable(),
    /** The ACRE the officer declares (`acreDeclarationSchema`), or null. */
    acre: p
      .json<{ startMonth: string; effectiveControl: boolean; noAcreInPreviousThreeYears: boolean }>()
      .nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * When the account was deleted by its owner (RGPD art. 17, `deleteAccount`): its identity is
     * erased, nobody signs in to it any more, and what the law keeps waits for the daily purge.
     */
    closedAt: p.datetime().nullable().index('app_user_closed_at_index'),
  },
});
export type User = InferEntity<typeof User>;
