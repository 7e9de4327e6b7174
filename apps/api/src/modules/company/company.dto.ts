import { type Company as CompanyDto, missingCompanyFields } from '@dirigeo/schemas';
import type { Company } from './company.entity.ts';
import { companyVersementMobilite } from './company-versement-mobilite.ts';

/** A rate stored in hundredths of a percent, in percent; null stays null. */
export function percentOf(basisPoints: number | null | undefined): number | null {
  return basisPoints === null || basisPoints === undefined ? null : basisPoints / 100;
}

/** The establishment's address, or null while a part of it is missing. */
export function addressOf(company: Pick<Company, 'street' | 'postalCode' | 'city'>) {
  const { street, postalCode, city } = company;
  return street && postalCode && city ? { street, postalCode, city } : null;
}

/**
 * The company as the API answers (`companySchema`), with what it still lacks; `headcountFromContracts` is the
 * current month's count of its contracts (company-headcount.ts).
 */
export function toCompanyDto(company: Company, headcountFromContracts: number): CompanyDto {
  const headcount = company.headcountSource === 'contracts' ? headcountFromContracts : company.headcount;
  const dto = {
    name: company.name,
    siret: company.siret ?? null,
    nafCode: company.nafCode ?? null,
    address: addressOf(company),
    headcount,
    headcountSource: company.headcountSource,
    headcountFromContracts,
    communeInsee: company.communeInsee ?? null,
    versementMobiliteRatePercent: percentOf(company.versementMobiliteRateBasisPoints),
    versementMobilite: companyVersementMobilite(company, headcount),
    atmpRatePercent: percentOf(company.atmpRateBasisPoints),
    atmpRiskCode: company.atmpRiskCode ?? null,
    idcc: company.idcc ?? null,
    urssafSiret: company.urssafSiret ?? null,
    agircArrcoSiret: company.agircArrcoSiret ?? null,
    iban: company.iban ?? null,
    bic: company.bic ?? null,
    prevoyanceContract: company.prevoyanceContract ?? null,
    mutuelleContract: company.mutuelleContract ?? null,
  };
  return { ...dto, missing: missingCompanyFields(dto), updatedAt: company.updatedAt.toISOString() };
}
