import type { User as UserDto } from '@dirigeo/schemas';
import type { User } from './user.entity.ts';

/** The user as the API answers (`userSchema`): never the password hash. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    position: user.position,
    phone: user.phone ?? null,
    status: user.status,
    hasEmployees: user.hasEmployees,
    numberOfEmployees: user.numberOfEmployees,
    companyType: user.companyType ?? null,
    siret: user.siret ?? null,
    companyAddress: user.companyAddress ?? null,
    nafCode: user.nafCode ?? null,
    previousPayrollSystem: user.previousPayrollSystem ?? null,
    eligibilityTested: user.eligibilityTested,
    isTestAccount: user.isTestAccount,
    subscriptionType: user.subscriptionType,
    createdAt: user.createdAt.toISOString(),
  };
}
