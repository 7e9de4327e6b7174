import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A message of the home page's contact form (spec 001 §3, "Contact submission (stored)"), with
 * the spec's column limits. `employeeCount` is kept as the number the form sends (the spec's
 * 50-character column held it as text). `submissionTime` is the time spent on the form as the
 * server measured it (its form token's age), not the browser's claim. `status` is free text
 * (50 characters): the back office sets `new`, `contacted` or `closed`
 * (`CONTACT_SUBMISSION_STATUSES`) and shows any other as it is.
 */
export const ContactSubmission = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submission',
  indexes: [
    { name: 'contact_submission_created_at_index', properties: ['createdAt'] },
    { name: 'contact_submission_updated_at_index', properties: ['updatedAt'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    email: p.string().length(255),
    companyName: p.string().length(255),
    jobTitle: p.string().length(255),
    employeeCount: p.integer(),
    /** The form's `package` (software, essential, premium, custom). */
    packageType: p.string().length(100),
    /** The form's `clientType` (company, accountant, other). */
    clientType: p.string().length(100),
    /** 14 digits, without spaces. */
    siret: p.string().length(14),
    message: p.text(),
    /** Milliseconds between the form's loading and its sending. */
    submissionTime: p.integer(),
    /** IPv4 or IPv6 address of the sender (45 characters fit any IPv6 text form). */
    ipAddress: p.string().length(45),
    userAgent: p.text().nullable(),
    status: p.string().length(50).default('new'),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * When the back office last changed the request (its status follows each exchange); null until
     * then. The privacy policy keeps a request 3 years after our last exchange: counted from this
     * date, or from `createdAt` while it is null.
     */
    updatedAt: p
      .datetime()
      .nullable()
      .onUpdate(() => new Date()),
  },
});
export type ContactSubmission = InferEntity<typeof ContactSubmission>;
