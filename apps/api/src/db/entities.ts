import {
  AnalyticsPageView,
  AnalyticsSalt,
  AnalyticsVisitor,
  SiteAnalytics,
} from '../modules/analytics/analytics.entities.ts';
import { AdminAccount, AdminAuditEntry } from '../modules/admin/admin-account.entity.ts';
import { Article } from '../modules/blog/article.entity.ts';
import { ArticleHeading } from '../modules/blog/article-heading.entity.ts';
import { ChatConversation } from '../modules/chat/chat-conversation.entity.ts';
import { CollectiveAgreement } from '../modules/collective-agreement/collective-agreement.entity.ts';
import { Company } from '../modules/company/company.entity.ts';
import { ContactSubmission } from '../modules/contact/contact-submission.entity.ts';
import { Employee } from '../modules/employee/employee.entity.ts';
import { Document } from '../modules/document/document.entity.ts';
import { Invoice, InvoiceCounter } from '../modules/invoice/invoice.entity.ts';
import { FinalisedPayslip } from '../modules/payslip/finalised-payslip.entity.ts';
import { LabourCodeArticle } from '../modules/labour-code/labour-code-article.entity.ts';
import { LabourCodeSection } from '../modules/labour-code/labour-code-section.entity.ts';
import { MailOutbox } from '../modules/mail/mail-outbox.entity.ts';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity.ts';
import { OfficialDatasetVersion } from '../modules/official-dataset/official-dataset.entity.ts';
import { OfficialSearchWord } from '../modules/official-dataset/search-word.entity.ts';
import { Payslip } from '../modules/payslip/payslip.entity.ts';
import { PracticalSheet } from '../modules/practical-sheet/practical-sheet.entity.ts';
import { ReportSettings } from '../modules/report/report-settings.entity.ts';
import { RateLimitCounter } from '../modules/rate-limit/rate-limit-counter.entity.ts';
import { SearchDocument } from '../modules/search/search-document.entity.ts';
import { SearchHeadTerm } from '../modules/search/search-head-term.entity.ts';
import { SearchSourceFingerprint } from '../modules/search/search-source-fingerprint.entity.ts';
import { Session } from '../modules/session/session.entity.ts';
import { SocialDeclaration } from '../modules/social-declaration/social-declaration.entity.ts';
import { StoredFile, StoredFileChunk } from '../modules/stored-file/stored-file.entity.ts';
import { ActivityLogEntry } from '../modules/activity/activity-log-entry.entity.ts';
import { KnownBrowser } from '../modules/user/known-browser.entity.ts';
import { EmailVerification } from '../modules/user/email-verification.entity.ts';
import { MonthlyReminder } from '../modules/notification/monthly-reminder.entity.ts';
import { NewsletterConfirmation } from '../modules/newsletter/newsletter-confirmation.entity.ts';
import { BillingEvent, Subscription } from '../modules/subscription/subscription.entity.ts';
import { PasswordResetToken } from '../modules/user/password-reset-token.entity.ts';
import { RecoveryCode } from '../modules/user/recovery-code.entity.ts';
import { User } from '../modules/user/user.entity.ts';

/** Every entity, listed explicitly (no folder scanning). */
export const entities = [
  AdminAccount,
  AdminAuditEntry,
  User,
  Company,
  Employee,
  Payslip,
  FinalisedPayslip,
  Document,
  SocialDeclaration,
  Session,
  SearchDocument,
  SearchHeadTerm,
  Article,
  ArticleHeading,
  ChatConversation,
  NewsletterSubscription,
  OfficialDatasetVersion,
  OfficialSearchWord,
  PracticalSheet,
  LabourCodeSection,
  LabourCodeArticle,
  CollectiveAgreement,
  ContactSubmission,
  RateLimitCounter,
  StoredFile,
  StoredFileChunk,
  SearchSourceFingerprint,
  AnalyticsSalt,
  AnalyticsVisitor,
  AnalyticsPageView,
  SiteAnalytics,
  ReportSettings,
  Subscription,
  BillingEvent,
  Invoice,
  InvoiceCounter,
  MailOutbox,
  PasswordResetToken,
  KnownBrowser,
  ActivityLogEntry,
  RecoveryCode,
  EmailVerification,
  MonthlyReminder,
  NewsletterConfirmation,
];
