import type { EntityManager } from '@mikro-orm/core';
import {
  buildPayslipView,
  formatPostalAddress,
  type PayslipView,
  payslipDataSchema,
  type YearToDateEntry,
  yearToDateOf,
} from '@dirigeo/schemas';
import { CollectiveAgreement } from '../collective-agreement/collective-agreement.entity.ts';
import { addressOf } from '../company/company.dto.ts';
import { findCompany } from '../company/find-company.ts';
import { Employee } from '../employee/employee.entity.ts';
import { User } from '../user/user.entity.ts';
import { calculationOf } from './payslip-calculation.ts';
import { FinalisedPayslip } from './finalised-payslip.entity.ts';
import { Payslip } from './payslip.entity.ts';

/** 'YYYY-MM-DD' of `date` in France (one definition, in the schemas). */
import { dateInFrance } from '@dirigeo/schemas';

export { dateInFrance };

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
 * The payslip's document as it reads today: the employer from the user's company, the year-to-date
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
  const company = await findCompany(em, userId);
  const address = addressOf(company);
  const employee = payslip.employee ? await em.findOneOrFail(Employee, { id: payslip.employee.id }) : null;
  // Year-to-date totals are the person's own: the officer's, or this employee's.
  const earlier = await em.find(Payslip, {
    user: userId,
    employee: employee?.id ?? null,
    year: payslip.year,
    month: { $lt: payslip.month },
  });
  const agreement =
    employee && company.idcc ? await em.findOne(CollectiveAgreement, { idcc: company.idcc }) : null;
  // A corrective payslip names the day the payslip it replaces was issued.
  const replaced = payslip.corrects
    ? await em.findOne(FinalisedPayslip, { payslip: payslip.corrects.id }, { fields: ['finalisedAt'] })
    : null;
  const collectiveAgreement = company.idcc
    ? `IDCC ${company.idcc}${agreement ? ` — ${agreement.shortTitle || agreement.title}` : ''}`
    : null;
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
      replaces: replaced ? { issuedOn: dateInFrance(replaced.finalisedAt) } : null,
      pasRateType:
        payslipDataSchema.safeParse(payslip.data ?? {}).data?.calculationInputs?.pasRateType ?? null,
    },
    employer: {
      name: company.name,
      address: address ? formatPostalAddress(address) : (company.street ?? null),
      siret: company.siret ?? null,
      nafCode: company.nafCode ?? null,
      collectiveAgreement,
    },
    employee: employee
      ? {
          name: `${employee.firstName} ${employee.lastName}`,
          position: employee.jobTitle,
          status: user.status,
          contract: {
            status: employee.status,
            contractType: employee.contractType,
            contractStart: employee.contractStart,
            workingTimeRatio: employee.workingTimeRatioTenThousandths / 10_000,
          },
        }
      : { name: `${user.firstName} ${user.lastName}`, position: user.position, status: user.status },
    yearToDate: yearToDateOf(yearToDateEntry(payslip), earlier.map(yearToDateEntry)),
  });
}
