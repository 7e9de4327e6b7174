import type { EntityManager } from '@mikro-orm/core';
import type { UpdateProfileBody } from '@dirigeo/schemas';
import { BadRequestError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { Company } from '../company/company.entity.ts';
import { conflictFromUniqueViolation, normaliseEmail } from './user-conflicts.ts';

export const EMAIL_CHANGE_ELSEWHERE_MESSAGE =
  'Pour changer d’adresse e-mail, passez par Paramètres › Compte : votre mot de passe est demandé et la nouvelle adresse est confirmée par un lien';
import { User } from './user.entity.ts';

/**
 * Replaces the profile fields of the signed-in user, and the employer's details it was sent. Another user's id answers 404, as if it did
 * not exist: nobody learns which ids are taken.
 */
export async function updateProfile(
  em: EntityManager,
  currentUserId: number,
  targetUserId: number,
  body: UpdateProfileBody,
): Promise<{ user: User; company: Company }> {
  if (targetUserId !== currentUserId) throw new NotFoundError('Utilisateur introuvable');
  const user = await em.findOne(User, { id: currentUserId });
  const company = await em.findOne(Company, { user: currentUserId });
  if (!user || !company) throw new NotFoundError('Utilisateur introuvable');
  // The address changes only through POST /api/user/email-change: the password, then the new
  // address's link (issue 22 §5: it no longer takes effect at once).
  if (normaliseEmail(body.email) !== user.email) {
    throw new ValidationError([{ path: 'email', message: EMAIL_CHANGE_ELSEWHERE_MESSAGE }]);
  }
  em.assign(user, {
    firstName: body.firstName,
    lastName: body.lastName,
    position: body.position,
    phone: body.phone ?? null,
    status: body.status,
    // The employer's details: absent, left as they are (the spec's client does not send them);
    // empty, cleared.
  });
  // The company's name and, when sent, its details: they live in the company (GET/PUT /api/company),
  // the profile's form of spec 000 still edits them. Absent, left as they are; empty, cleared.
  em.assign(company, {
    name: body.company,
    ...(body.siret === undefined ? {} : { siret: body.siret || null }),
    ...(body.companyAddress === undefined ? {} : addressFromLine(body.companyAddress)),
    ...(body.nafCode === undefined ? {} : { nafCode: body.nafCode || null }),
  });
  try {
    await em.flush();
  } catch (error) {
    throw conflictFromUniqueViolation(error);
  }
  return { user, company };
}

const ADDRESS_LINE_MESSAGE =
  "L'adresse de l'entreprise s'écrit « numéro et voie, code postal ville » (ex. 8 rue de la République, 69002 Lyon)";

/** '8 rue de la République, 69002 Lyon' into the company's voie, code postal and ville. */
function addressFromLine(line: string): {
  street: string | null;
  postalCode: string | null;
  city: string | null;
} {
  if (line === '') return { street: null, postalCode: null, city: null };
  const match = /^(.+?),\s*(\d{5})\s+(\S.*)$/.exec(line);
  if (!match?.[1] || !match[2] || !match[3]) throw new BadRequestError(ADDRESS_LINE_MESSAGE);
  return { street: match[1].trim(), postalCode: match[2], city: match[3].trim() };
}
