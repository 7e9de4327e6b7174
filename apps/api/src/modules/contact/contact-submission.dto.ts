import type { AdminSubmission } from '@dirigeo/schemas';
import type { ContactSubmission } from './contact-submission.entity.ts';

/**
 * A contact request as the back office reads it, the SIRET and the client type included (the form
 * requires them so that staff can answer with the right offer); never its IP nor its user agent.
 */
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
    siret: submission.siret,
    message: submission.message,
    status: submission.status,
    createdAt: submission.createdAt.toISOString(),
  };
}
