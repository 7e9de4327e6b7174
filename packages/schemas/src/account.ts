import { requiredText } from './common.ts';
import { emailSchema, PASSWORD_MAX_LENGTH } from './user.ts';
import { z } from './zod-fr.ts';

/** How long a link that verifies an e-mail address stays valid (hours), printed in its e-mail. */
export const EMAIL_VERIFICATION_VALID_HOURS = 48;

/** PATCH /api/user/account: the account's name (the Compte tab of the settings). */
export const accountNameBodySchema = z.object({
  /** Prénom. */
  firstName: requiredText('Le prénom est requis'),
  /** Nom. */
  lastName: requiredText('Le nom est requis'),
});
export type AccountNameBody = z.infer<typeof accountNameBodySchema>;

/** POST /api/user/email-change: the new address, confirmed by its link before it replaces the old one. */
export const emailChangeBodySchema = z.object({
  email: emailSchema,
  currentPassword: z
    .string({ error: 'Le mot de passe actuel est requis' })
    .min(1, { error: 'Le mot de passe actuel est requis' })
    .max(PASSWORD_MAX_LENGTH),
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** POST /api/email-verification/confirm: the token of the link received. */
export const emailVerificationConfirmBodySchema = z.object({
  token: z
    .string({ error: 'Ce lien de vérification est incomplet' })
    .regex(/^[A-Za-z0-9_-]{32,128}$/, { error: 'Ce lien de vérification est incomplet' }),
});
export type EmailVerificationConfirmBody = z.infer<typeof emailVerificationConfirmBodySchema>;

/** What a followed verification link did: verified the account's address, or replaced it. */
export const emailVerificationResultSchema = z.object({
  outcome: z.enum(['verified', 'changed']),
  /** The address now verified. */
  email: z.string(),
});
export type EmailVerificationResult = z.infer<typeof emailVerificationResultSchema>;

/** The Notifications tab's three switches (spec 000 §2), all on by default. */
export const notificationSettingsSchema = z.object({
  /**
   * « Notifications par email »: the notices about the account that are neither security nor contract
   * (today the « essai qui se termine » reminder). Security e-mails (reset, confirmation, change of
   * address, login alerts under their own switch) and billing ones always go.
   */
  emailNotifications: z.boolean({ error: 'Indiquez si les notifications par e-mail sont activées' }),
  /** « Rappels mensuels »: before the month's payslip and DSN are due. */
  monthlyReminder: z.boolean({ error: 'Indiquez si les rappels mensuels sont activés' }),
  /** « Notifications de mises à jour »: the product's and the rules' news. */
  productUpdates: z.boolean({ error: 'Indiquez si les notifications de mises à jour sont activées' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The lists a one-click unsubscribe link (List-Unsubscribe) ends. */
export const NOTIFICATION_LISTS = ['monthly-reminder', 'product-updates'] as const;
export type NotificationList = (typeof NOTIFICATION_LISTS)[number];

/** POST /api/notifications/unsubscribe?token=…&list=…: RFC 8058's one-click unsubscribe. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'Lien de désinscription invalide.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Lien de désinscription invalide.' }),
  list: z.enum(NOTIFICATION_LISTS, { error: 'Lien de désinscription invalide.' }),
});
export type NotificationUnsubscribeQuery = z.infer<typeof notificationUnsubscribeQuerySchema>;
