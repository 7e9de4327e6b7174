import type { EntityManager } from '@mikro-orm/core';
import { lastDayOfMonth } from '@dirigeo/schemas';
import { Employee } from '../employee/employee.entity.ts';
import { Company } from './company.entity.ts';

type Period = { year: number; month: number };

/** The current month (UTC: near midnight on a month's last day, the count is the next month's a few hours early). */
export function monthOf(now: Date): Period {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/**
 * The contracts in force on the period's last day, in full-time equivalent, rounded down: Code du travail
 * L1111-2 counts a part-time employee for their share of full time and leaves out a CDD that replaces an
 * absent employee; an officer without an employment contract is not an employee and is not counted. Rounded
 * down, the count crosses a threshold (11, 20, 50) exactly when the full-time equivalent does.
 *
 * It is the month's count, not the URSSAF's « effectif annuel » (CSS L130-1: the previous year's monthly
 * average, a threshold taking effect after five years in a row): an officer whose URSSAF figure differs sets
 * it in the company's details.
 */
export async function countContractHeadcount(
  em: EntityManager,
  userId: number,
  period: Period,
): Promise<number> {
  const last = lastDayOfMonth(period.month, period.year);
  const employees = await em.find(
    Employee,
    {
      user: userId,
      contractStart: { $lte: last },
      $or: [{ contractEnd: null }, { contractEnd: { $gte: last } }],
    },
    { fields: ['workingTimeRatioTenThousandths', 'contractType', 'cddReason'] },
  );
  const tenThousandths = employees
    .filter((employee) => !(employee.contractType === 'cdd' && employee.cddReason === 'remplacement'))
    .reduce((sum, employee) => sum + employee.workingTimeRatioTenThousandths, 0);
  return Math.floor(tenThousandths / 10_000);
}

/** The headcount a payslip or a declaration of the period uses: the officer's figure, or the contracts'. */
export async function headcountFor(em: EntityManager, company: Company, period: Period): Promise<number> {
  if (company.headcountSource === 'declared') return company.headcount;
  return countContractHeadcount(em, company.user.id, period);
}

/**
 * Brings a company that follows its contracts up to date with the current month's count (its row is what
 * the account's answers and the monthly reminder read); answers that count. Flushed by the caller.
 */
export async function refreshCompanyHeadcount(
  em: EntityManager,
  company: Company,
  now = new Date(),
): Promise<number> {
  const fromContracts = await countContractHeadcount(em, company.user.id, monthOf(now));
  if (company.headcountSource === 'contracts' && company.headcount !== fromContracts) {
    company.headcount = fromContracts;
  }
  return fromContracts;
}

/** After a change to the user's contracts: the company's stored headcount follows them, when it does. */
export async function refreshHeadcountOf(em: EntityManager, userId: number): Promise<void> {
  const company = await em.findOne(Company, { user: userId });
  if (!company || company.headcountSource !== 'contracts') return;
  await refreshCompanyHeadcount(em, company);
  await em.flush();
}
