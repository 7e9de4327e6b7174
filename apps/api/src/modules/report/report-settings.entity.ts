import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../user/user.entity.ts';

/**
 * A company's settings of its reports (one row per user, written on first change): the accounts its
 * payroll is booked on, the yearly budget of its employer cost and the indicators its dashboard shows.
 * Without a row, the defaults of @dirigeo/schemas apply (DEFAULT_PAYROLL_ACCOUNTS…).
 */
export const ReportSettings = defineEntity({
  name: 'ReportSettings',
  properties: {
    user: () => p.oneToOne(User).primary().owner().deleteRule('cascade'),
    /** `payrollAccountsSchema` of @dirigeo/schemas. */
    accounts: p.json<Record<string, unknown>>(),
    /** Budget of the year's employer cost, in cents; null when none is set. */
    annualBudgetCents: p.bigint('number').nullable(),
    /** `CHARGES_INDICATORS` chosen, in order. */
    indicators: p.json<unknown[]>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type ReportSettings = InferEntity<typeof ReportSettings>;
