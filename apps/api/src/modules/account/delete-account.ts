import type { DeleteAccountBody } from '@dirigeo/schemas';
import { legalDocuments } from '@dirigeo/site-content';
import type { EntityManager } from '@mikro-orm/core';
import { BadRequestError, ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/crypto/secret-box.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { BillingConfig } from '../billing/billing-config.ts';
import { Document } from '../document/document.entity.ts';
import { Employee } from '../employee/employee.entity.ts';
import { Invoice } from '../invoice/invoice.entity.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { accountDeletedMail } from '../mail/templates/account-deleted.ts';
import { Payslip } from '../payslip/payslip.entity.ts';
import { ReportSettings } from '../report/report-settings.entity.ts';
import { Session } from '../session/session.entity.ts';
import { Subscription } from '../subscription/subscription.entity.ts';
import { KnownBrowser } from '../user/known-browser.entity.ts';
import { PasswordResetToken } from '../user/password-reset-token.entity.ts';
import { RecoveryCode } from '../user/recovery-code.entity.ts';
import { EmailVerification } from '../user/email-verification.entity.ts';
import { WrongSecondFactorError } from '../user/second-factor-errors.ts';
import { verifySecondFactor } from '../user/verify-second-factor.ts';
import { User } from '../user/user.entity.ts';

const WRONG_PASSWORD_FOR_DELETION_MESSAGE = 'Mot de passe incorrect : votre compte n’a pas été supprimé.';
export const CODE_REQUIRED_FOR_DELETION_MESSAGE =
  'Saisissez le code de votre application d’authentification (ou un code de secours) pour confirmer';
const SUBSCRIPTION_NOT_CANCELLED_MESSAGE =
  'Votre abonnement n’a pas pu être résilié auprès de notre prestataire de paiement : votre compte n’a pas été supprimé. Réessayez dans quelques minutes.';

/** The provider's statuses of a subscription that no longer bills. */
const ENDED_PROVIDER_STATUSES = new Set(['canceled', 'incomplete_expired']);

export interface DeleteAccountDependencies {
  billing: BillingConfig | null;
  storage: FileStorage;
  /** The site's origin (PUBLIC_URL), for the e-mail's link to the privacy policy. */
  publicUrl: string;
  /** Reports a stored file that could not be removed now (the storage sweep removes it within the hour). */
  onFileNotRemoved?: (error: unknown, key: string) => void;
  /** Opens the sealed TOTP secret, to check the second factor of an account that has one. */
  secretBox: SecretBox;
}

/** The fields of a closed account's row once its owner's identity is erased. */
function erasedIdentity(userId: number, now: Date) {
  return {
    username: `compte-supprime-${userId}`,
    email: `compte-supprime-${userId}@invalid.invalid`,
    // Not an argon2 hash: no password ever verifies against it.
    passwordHash: '!',
    firstName: '',
    lastName: '',
    position: '',
    phone: null,
    nir: null,
    birthDate: null,
    birthPlace: null,
    street: null,
    postalCode: null,
    city: null,
    mandateStartDate: null,
    pcsEse: null,
    euNational: null,
    pasRateId: null,
    pasRateBasisPoints: null,
    pasRateType: null,
    loginAlerts: false,
    emailVerifiedAt: null,
    pendingEmail: null,
    emailNotifications: false,
    monthlyReminder: false,
    productUpdates: false,
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: null,
    twoFactorLastStep: null,
    closedAt: now,
  } as const;
}

/**
 * « Supprimer mon compte » (RGPD art. 17), exactly as `accountDeletion` of @dirigeo/site-content
 * says and the legal pages print it. Checked by the password and, when two-factor sign-in is on, by
 * a code of the authenticator app or a recovery code (spent). Then, at once: a paid subscription is cancelled at the provider (nothing else is
 * done if that fails); in one transaction every session ends, the identity, the officer's profile,
 * the uploaded documents, the drafts, the employees never paid and the settings are erased, and the
 * row is marked closed; the confirmation e-mail leaves with that transaction. The finalised payslips
 * (and the employees, the company and the declarations they name) and the invoices stay,
 * reachable by nobody, until `purgeClosedAccounts` erases each on time.
 */
export async function deleteAccount(
  em: EntityManager,
  dependencies: DeleteAccountDependencies,
  userId: number,
  body: DeleteAccountBody,
  now: Date = new Date(),
): Promise<void> {
  const user = await em.findOne(User, { id: userId, closedAt: null }, { populate: ['passwordHash'] });
  if (!user) throw new UnauthorizedError();
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    throw new BadRequestError(WRONG_PASSWORD_FOR_DELETION_MESSAGE);
  }
  if (user.twoFactorEnabledAt) {
    if (!body.code)
      throw new ValidationError([{ path: 'code', message: CODE_REQUIRED_FOR_DELETION_MESSAGE }]);
    if (!(await verifySecondFactor(em, dependencies.secretBox, user, body.code))) {
      throw new WrongSecondFactorError();
    }
  }

  await cancelPaidSubscription(em, dependencies.billing, userId);

  const invoiceDocumentIds = (
    await em.find(Invoice, { user: userId, documentId: { $ne: null } }, { fields: ['documentId'] })
  ).flatMap((invoice) =>
    invoice.documentId === null || invoice.documentId === undefined ? [] : [invoice.documentId],
  );
  const erasedDocuments = await em.find(
    Document,
    { user: userId, id: { $nin: invoiceDocumentIds } },
    { fields: ['id', 'storageKey'] },
  );
  const mail = accountDeletedMail({
    firstName: user.firstName,
    privacyPolicyUrl: `${dependencies.publicUrl}${legalDocuments.privacyPolicy.url}`,
    siteUrl: dependencies.publicUrl,
  });
  const recipient = user.email;

  await em.transactional(async (tx) => {
    await tx.nativeDelete(Session, { userId });
    await tx.nativeDelete(KnownBrowser, { user: userId });
    await tx.nativeDelete(PasswordResetToken, { user: userId });
    await tx.nativeDelete(RecoveryCode, { user: userId });
    await tx.nativeDelete(EmailVerification, { user: userId });
    await tx.nativeDelete(ReportSettings, { user: userId });
    if (erasedDocuments.length > 0) {
      await tx.nativeDelete(Document, { id: { $in: erasedDocuments.map((document) => document.id) } });
    }
    await tx.nativeDelete(Payslip, { user: userId, status: 'draft' });
    await eraseEmployeesNeverPaid(tx, userId);
    await tx.nativeUpdate(User, { id: userId }, erasedIdentity(userId, now));
    queueMail(tx, recipient, mail);
  });

  // After the commit: a file whose removal fails is left to the storage sweep (no document names it).
  for (const { storageKey } of erasedDocuments) {
    try {
      await dependencies.storage.remove(storageKey);
    } catch (error) {
      dependencies.onFileNotRemoved?.(error, storageKey);
    }
  }
}

/** Deletes the employees of `userId` that no payslip names (any more). */
export async function eraseEmployeesNeverPaid(em: EntityManager, userId: number): Promise<number> {
  const paid = await em.find(Payslip, { user: userId, employee: { $ne: null } }, { fields: ['employee'] });
  const paidIds = [...new Set(paid.flatMap((payslip) => (payslip.employee ? [payslip.employee.id] : [])))];
  return em.nativeDelete(Employee, { user: userId, id: { $nin: paidIds } });
}

/** Ends, at once, a subscription the provider still bills (not at the period's end: nobody is left to use it). */
async function cancelPaidSubscription(
  em: EntityManager,
  billing: BillingConfig | null,
  userId: number,
): Promise<void> {
  const row = await em.findOne(Subscription, { user: userId });
  const subscriptionId = row?.providerSubscriptionId;
  if (!billing || !subscriptionId || ENDED_PROVIDER_STATUSES.has(row.providerStatus ?? '')) return;
  try {
    await billing.stripe.subscriptions.cancel(subscriptionId, { prorate: false });
  } catch (error) {
    // Already gone at the provider: nothing to cancel.
    if (isMissingAtProvider(error)) return;
    throw new ConflictError(SUBSCRIPTION_NOT_CANCELLED_MESSAGE);
  }
}

function isMissingAtProvider(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 404;
}
