import { formatPostalAddress, type User as UserDto } from '@dirigeo/schemas';
import type { Company } from '../company/company.entity.ts';
import { addressOf } from '../company/company.dto.ts';
import type { User } from './user.entity.ts';

/**
 * The user as the API answers (`userSchema`): never the password hash. The company's name, SIRET,
 * address, APE code and headcount are read from the company (spec 000's keys, kept for its clients).
 */
export function toUserDto(user: User, company: Company): UserDto {
  const address = addressOf(company);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: company.name,
    position: user.position,
    phone: user.phone ?? null,
    status: user.status,
    hasEmployees: user.hasEmployees,
    numberOfEmployees: company.headcount,
    companyType: user.companyType ?? null,
    siret: company.siret ?? null,
    companyAddress: address ? formatPostalAddress(address) : (company.street ?? null),
    nafCode: company.nafCode ?? null,
    previousPayrollSystem: user.previousPayrollSystem ?? null,
    eligibilityTested: user.eligibilityTested,
    isTestAccount: user.isTestAccount,
    subscriptionType: user.subscriptionType,
    twoFactorEnabled: user.twoFactorEnabledAt != null,
    emailVerified: user.emailVerifiedAt != null,
    pendingEmail: user.pendingEmail ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
