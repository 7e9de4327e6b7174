import type { EntityManager } from '@mikro-orm/core';
import type { CompanyBody, Company as CompanyDto } from '@dirigeo/schemas';
import { refreshCompanyHeadcount } from './company-headcount.ts';
import { toCompanyDto } from './company.dto.ts';
import { findCompany } from './find-company.ts';

/**
 * Replaces the signed-in user's company with what they filled (a null headcount: counted from the contracts);
 * answers it as stored.
 */
export async function updateCompany(
  em: EntityManager,
  userId: number,
  body: CompanyBody,
): Promise<CompanyDto> {
  const company = await findCompany(em, userId);
  em.assign(company, {
    name: body.name,
    siret: body.siret,
    nafCode: body.nafCode,
    street: body.address.street,
    postalCode: body.address.postalCode,
    city: body.address.city,
    communeInsee: body.communeInsee,
    versementMobiliteRateBasisPoints:
      body.versementMobiliteRatePercent === null ? null : Math.round(body.versementMobiliteRatePercent * 100),
    headcountSource: body.headcount === null ? 'contracts' : 'declared',
    ...(body.headcount === null ? {} : { headcount: body.headcount }),
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
  const fromContracts = await refreshCompanyHeadcount(em, company);
  await em.flush();
  return toCompanyDto(company, fromContracts);
}
