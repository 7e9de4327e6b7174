import type { ContactBody } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { ContactSubmission } from './contact-submission.entity.ts';

/** Where a request came from, as the server saw it. */
export interface ContactRequestOrigin {
  /** Milliseconds spent on the form (the form token's age). */
  fillMs: number;
  ipAddress: string;
  userAgent: string | undefined;
}

/** Stores a contact request of the home page, status `new`, for the back office to answer. */
export async function submitContactRequest(
  em: EntityManager,
  body: ContactBody,
  origin: ContactRequestOrigin,
): Promise<ContactSubmission> {
  const submission = em.create(ContactSubmission, {
    name: body.name,
    email: body.email,
    companyName: body.companyName,
    jobTitle: body.jobTitle,
    employeeCount: body.employeeCount,
    packageType: body.package,
    clientType: body.clientType,
    siret: body.siret,
    message: body.message,
    submissionTime: Math.min(origin.fillMs, 2_147_483_647),
    ipAddress: origin.ipAddress.slice(0, 45),
    // Kept whole up to a sane length: a header is at most a few kilobytes anyway.
    userAgent: origin.userAgent?.slice(0, 1000) ?? null,
    status: 'new',
  });
  await em.flush();
  return submission;
}
