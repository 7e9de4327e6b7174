import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { PAYSLIP_STATUSES } from '@dirigeo/schemas';
import { Employee } from '../employee/employee.entity.ts';
import { User } from '../user/user.entity.ts';

/**
 * A monthly payslip (spec 000 §3). Amounts are integer cents; the API converts to euros at its edge.
 * One payslip per person and period: the officer's (no employee) once a month per user, each employee's
 * once a month (two partial unique indexes, migration 20261128040000); a payslip a corrective one replaced
 * (status 'replaced', migration 20261128090000) is kept beside it.
 */
export const Payslip = defineEntity({
  indexes: [
    { name: 'payslip_employee_id_index', properties: ['employee'] },
    { name: 'payslip_user_period_index', properties: ['user', 'year', 'month'] },
  ],
  name: 'Payslip',
  uniques: [
    {
      name: 'payslip_officer_period_unique',
      expression:
        'create unique index "payslip_officer_period_unique" on "payslip" ("user_id", "year", "month") where "employee_id" is null and "status" <> \'replaced\'',
    },
    {
      name: 'payslip_employee_period_unique',
      expression:
        'create unique index "payslip_employee_period_unique" on "payslip" ("employee_id", "year", "month") where "employee_id" is not null and "status" <> \'replaced\'',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** The employee paid; null: the officer's own payslip. An employee with payslips is archived, never deleted. */
    employee: () => p.manyToOne(Employee).nullable().deleteRule('no action'),
    month: p.smallint(),
    year: p.smallint(),
    grossSalaryCents: p.integer(),
    socialContributionsCents: p.integer(),
    otherDeductionsCents: p.integer().default(0),
    otherAdditionsCents: p.integer().default(0),
    /** Computed by the server: gross - contributions - other deductions + other additions. */
    netSalaryCents: p.integer(),
    status: p.enum(PAYSLIP_STATUSES).default('draft'),
    /** Date de paiement, 'YYYY-MM-DD' (Code du travail, art. R. 3243-1, 11°); required to finalise. */
    paymentDate: p.date().nullable(),
    /** A corrective payslip (« bulletin rectificatif »): the finalised payslip it replaces; null otherwise. */
    corrects: () => p.manyToOne(Payslip).nullable().deleteRule('no action'),
    /** Snapshot of who the payslip is for and, when computed, its contribution lines. */
    data: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Payslip = InferEntity<typeof Payslip>;
