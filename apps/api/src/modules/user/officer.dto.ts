import { missingOfficerFields, type Officer } from '@dirigeo/schemas';
import { percentOf } from '../company/company.dto.ts';
import type { User } from './user.entity.ts';

/** The officer as the API answers (`officerSchema`), with what is still to fill. */
export function toOfficerDto(user: User): Officer {
  const { street, postalCode, city } = user;
  const officer = {
    firstName: user.firstName,
    lastName: user.lastName,
    nir: user.nir ?? null,
    birthDate: user.birthDate ?? null,
    birthPlace: user.birthPlace ?? null,
    address: street && postalCode && city ? { street, postalCode, city } : null,
    mandateStartDate: user.mandateStartDate ?? null,
    pcsEse: user.pcsEse ?? null,
    euNational: user.euNational ?? null,
    pasRatePercent: percentOf(user.pasRateBasisPoints),
    pasRateType: user.pasRateType ?? null,
    pasRateId: user.pasRateId ?? null,
    acre: user.acre ?? null,
  };
  return { ...officer, missing: missingOfficerFields(officer) };
}
