import type { EntityManager } from '@mikro-orm/core';
import { buildPayslipView, type PayslipView, type YearToDateEntry, yearToDateOf } from '@dirigeo/schemas';
import { User } from '../user/user.entity.ts';
import { calculationOf } from './payslip-calculation.ts';
import { Payslip } from './payslip.entity.ts';

const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of `date` in France. */
export function dateInFrance(date: Date): string {
  return parisDate.format(date);
}

function yearToDateEntry(payslip: Payslip): YearToDateEntry {
  return {
    month: payslip.month,
    year: payslip.year,
    status: payslip.status,
    grossSalaryCents: payslip.grossSalaryCents,
    calculation: calculationOf(payslip),
  };
}

/**
 * The payslip's document as it reads today: the employer from the user's profile, the year-to-date
 * totals from the finalised payslips of the months before (the shared builder of @dirigeo/schemas,
 * the one the portal's preview calls too). A finalised payslip is read from its frozen copy instead.
 */
export async function buildPayslipViewFor(
  em: EntityManager,
  payslip: Payslip,
  issuedOn: Date = new Date(),
): Promise<PayslipView> {
  const userId = payslip.user.id;
  const user = await em.findOneOrFail(User, { id: userId });
  const earlier = await em.find(Payslip, {
    user: userId,
    year: payslip.year,
    month: { $lt: payslip.month },
  });
  return buildPayslipView({
    payslip: {
      month: payslip.month,
      year: payslip.year,
      status: payslip.status,
      grossSalaryCents: payslip.grossSalaryCents,
      socialContributionsCents: payslip.socialContributionsCents,
      otherDeductionsCents: payslip.otherDeductionsCents,
      otherAdditionsCents: payslip.otherAdditionsCents,
      netSalaryCents: payslip.netSalaryCents,
      calculation: calculationOf(payslip),
      paymentDate: payslip.paymentDate ?? null,
      issuedOn: dateInFrance(issuedOn),
    },
    employer: {
      name: user.company,
      address: user.companyAddress ?? null,
      siret: user.siret ?? null,
      nafCode: user.nafCode ?? null,
    },
    employee: { name: `${user.firstName} ${user.lastName}`, position: user.position, status: user.status },
    yearToDate: yearToDateOf(yearToDateEntry(payslip), earlier.map(yearToDateEntry)),
  });
}
