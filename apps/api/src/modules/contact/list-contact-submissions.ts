import type { AdminSubmission } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { toAdminSubmissionDto } from './contact-submission.dto.ts';
import { ContactSubmission } from './contact-submission.entity.ts';

/** The contact requests, newest first, for the back office's table (spec 001 §2). */
export async function listContactSubmissions(em: EntityManager, limit: number): Promise<AdminSubmission[]> {
  const submissions = await em.find(
    ContactSubmission,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
  return submissions.map(toAdminSubmissionDto);
}
