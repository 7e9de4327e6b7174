import type { AdminSubmission } from '@dirigeo/schemas';
import type { ContactSubmission } from './contact-submission.entity.ts';

/** A contact request as the back office reads it: never its IP, user agent or SIRET. */
export function toAdminSubmissionDto(submission: ContactSubmission): AdminSubmission {
  return {
    id: submission.id,
    name: submission.name,
    email: submission.email,
    companyName: submission.companyName === '' ? null : submission.companyName,
    employeeCount: submission.employeeCount,
    packageType: submission.packageType === '' ? null : submission.packageType,
    jobTitle: submission.jobTitle,
    clientType: submission.clientType,
    message: submission.message,
    status: submission.status,
    createdAt: submission.createdAt.toISOString(),
  };
}
