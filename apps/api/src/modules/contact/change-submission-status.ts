import type { AdminSubmission, ContactSubmissionStatus } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { NotFoundError } from '../../lib/errors.ts';
import { toAdminSubmissionDto } from './contact-submission.dto.ts';
import { ContactSubmission } from './contact-submission.entity.ts';

/**
 * Moves a contact request to `status` (spec 001 §4: Nouveau, Contacté, Fermé), as the team answers
 * it. Any status may follow any other: a request closed too early is opened again.
 */
export async function changeSubmissionStatus(
  em: EntityManager,
  id: number,
  status: ContactSubmissionStatus,
): Promise<AdminSubmission> {
  const submission = await em.findOne(ContactSubmission, { id });
  if (!submission) throw new NotFoundError('Demande de contact introuvable');
  submission.status = status;
  await em.flush();
  return toAdminSubmissionDto(submission);
}
