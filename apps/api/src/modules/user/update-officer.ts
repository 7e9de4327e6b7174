import type { EntityManager } from '@mikro-orm/core';
import type { OfficerBody } from '@dirigeo/schemas';
import { findCurrentUser } from './find-current-user.ts';
import type { User } from './user.entity.ts';

/** Replaces the signed-in officer's details for the DSN; answers them as stored. */
export async function updateOfficer(em: EntityManager, userId: number, body: OfficerBody): Promise<User> {
  const user = await findCurrentUser(em, userId);
  em.assign(user, {
    nir: body.nir,
    birthDate: body.birthDate,
    birthPlace: body.birthPlace,
    street: body.address.street,
    postalCode: body.address.postalCode,
    city: body.address.city,
    mandateStartDate: body.mandateStartDate,
    pcsEse: body.pcsEse,
    euNational: body.euNational,
    pasRateId: body.pasRateId,
    pasRateBasisPoints: Math.round(body.pasRatePercent * 100),
    pasRateType: body.pasRateType,
    acre: body.acre,
  });
  await em.flush();
  return user;
}
