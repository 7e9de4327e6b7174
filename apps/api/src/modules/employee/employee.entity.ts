import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CDD_REASONS, CONTRACT_TYPES, EMPLOYEE_STATUSES } from '@dirigeo/schemas';
import { User } from '../user/user.entity.ts';

/**
 * One of the company's employees and their contract (issue 25): what their payslip is computed from.
 * It belongs to the user whose company employs them; it is never deleted once paid, only archived
 * (payslips are kept 5 years, Code du travail L3243-4).
 */
export const Employee = defineEntity({
  name: 'Employee',
  indexes: [{ name: 'employee_user_index', properties: ['user'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    firstName: p.string().length(80),
    lastName: p.string().length(80),
    /** NIR, 15 characters, key included. */
    nir: p.string().length(15),
    birthDate: p.date(),
    /** `{ city, departmentCode, countryCode }`. */
    birthPlace: p.json<{ city: string; departmentCode: string; countryCode: string }>(),
    street: p.string().length(255),
    postalCode: p.string().length(5),
    city: p.string().length(255),
    email: p.string().length(255).nullable(),
    jobTitle: p.string().length(120),
    status: p.enum(EMPLOYEE_STATUSES),
    contractType: p.enum(CONTRACT_TYPES),
    contractStart: p.date(),
    contractEnd: p.date().nullable(),
    cddReason: p.enum(CDD_REASONS).nullable(),
    /** Share of the legal full time, in ten-thousandths (1 → 10 000, 0,8 → 8 000): exact in an integer. */
    workingTimeRatioTenThousandths: p.integer(),
    grossMonthlySalaryCents: p.integer(),
    healthInsuranceMonthlyCents: p.integer(),
    /** In hundredths of a percent (50 % → 5 000). */
    healthInsuranceEmployerShareBasisPoints: p.integer(),
    cadrePrevoyance: p.boolean(),
    /** Code PCS-ESE of the job, for the DSN; null until given. */
    pcsEse: p.string().length(4).nullable(),
    /** National of the EU, the EEA or Switzerland, for the DSN; null until given. */
    euNational: p.boolean().nullable(),
    /** The DGFiP's identifier of their withholding rate; null: the neutral grid. */
    pasRateId: p.string().length(18).nullable(),
    archived: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Employee = InferEntity<typeof Employee>;
