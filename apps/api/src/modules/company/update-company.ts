import type { EntityManager } from '@mikro-orm/core';
import type { CompanyBody } from '@dirigeo/schemas';
import type { Company } from './company.entity.ts';
import { findCompany } from './find-company.ts';

/** Replaces the signed-in user's company with what they filled; answers it as stored. */
export async function updateCompany(em: EntityManager, userId: number, body: CompanyBody): Promise<Company> {
  const company = await findCompany(em, userId);
  em.assign(company, {
    name: body.name,
    siret: body.siret,
    nafCode: body.nafCode,
    street: body.address.street,
    postalCode: body.address.postalCode,
    city: body.address.city,
    headcount: body.headcount,
    atmpRateBasisPoints: Math.round(body.atmpRatePercent * 100),
    atmpRiskCode: body.atmpRiskCode,
    idcc: body.idcc,
    urssafSiret: body.urssafSiret,
    agircArrcoSiret: body.agircArrcoSiret,
    iban: body.iban,
    bic: body.bic,
    prevoyanceContract: body.prevoyanceContract,
    mutuelleContract: body.mutuelleContract,
  });
  await em.flush();
  return company;
}
