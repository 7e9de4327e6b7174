import { type EmployeeFields, type Employee as EmployeeDto, isCurrentEmployee } from '@dirigeo/schemas';
import type { Employee } from './employee.entity.ts';

/** An employee as the API answers (`employeeSchema`). */
export function toEmployeeDto(
  employee: Employee,
  today = new Date().toISOString().slice(0, 10),
): EmployeeDto {
  const contractEnd = employee.contractEnd ?? null;
  return {
    id: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    nir: employee.nir,
    birthDate: employee.birthDate,
    birthPlace: employee.birthPlace,
    address: { street: employee.street, postalCode: employee.postalCode, city: employee.city },
    email: employee.email ?? null,
    jobTitle: employee.jobTitle,
    status: employee.status,
    contractType: employee.contractType,
    contractStart: employee.contractStart,
    contractEnd,
    cddReason: employee.cddReason ?? null,
    workingTimeRatio: employee.workingTimeRatioTenThousandths / 10_000,
    grossMonthlySalaryCents: employee.grossMonthlySalaryCents,
    healthInsuranceMonthlyCents: employee.healthInsuranceMonthlyCents,
    healthInsuranceEmployerSharePercent: employee.healthInsuranceEmployerShareBasisPoints / 100,
    cadrePrevoyance: employee.cadrePrevoyance,
    pcsEse: employee.pcsEse ?? null,
    euNational: employee.euNational ?? null,
    pasRateId: employee.pasRateId ?? null,
    archived: employee.archived,
    active: isCurrentEmployee({ contractEnd, archived: employee.archived }, today),
    createdAt: employee.createdAt.toISOString(),
    updatedAt: employee.updatedAt.toISOString(),
  };
}

/** The columns an employee's fields are stored in. */
export function employeeColumns(fields: EmployeeFields) {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    nir: fields.nir,
    birthDate: fields.birthDate,
    birthPlace: fields.birthPlace,
    street: fields.address.street,
    postalCode: fields.address.postalCode,
    city: fields.address.city,
    email: fields.email,
    jobTitle: fields.jobTitle,
    status: fields.status,
    contractType: fields.contractType,
    contractStart: fields.contractStart,
    contractEnd: fields.contractEnd,
    cddReason: fields.cddReason,
    workingTimeRatioTenThousandths: Math.round(fields.workingTimeRatio * 10_000),
    grossMonthlySalaryCents: fields.grossMonthlySalaryCents,
    healthInsuranceMonthlyCents: fields.healthInsuranceMonthlyCents,
    healthInsuranceEmployerShareBasisPoints: Math.round(fields.healthInsuranceEmployerSharePercent * 100),
    cadrePrevoyance: fields.cadrePrevoyance,
    pcsEse: fields.pcsEse,
    euNational: fields.euNational,
    pasRateId: fields.pasRateId,
  };
}
