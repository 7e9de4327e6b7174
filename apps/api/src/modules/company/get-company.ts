import type { EntityManager } from '@mikro-orm/core';
import type { Company as CompanyDto } from '@dirigeo/schemas';
import { refreshCompanyHeadcount } from './company-headcount.ts';
import { toCompanyDto } from './company.dto.ts';
import { findCompany } from './find-company.ts';

/** The signed-in user's company as the API answers it, its headcount counted from this month's contracts when it follows them. */
export async function getCompany(em: EntityManager, userId: number): Promise<CompanyDto> {
  const company = await findCompany(em, userId);
  const fromContracts = await refreshCompanyHeadcount(em, company);
  await em.flush();
  return toCompanyDto(company, fromContracts);
}
