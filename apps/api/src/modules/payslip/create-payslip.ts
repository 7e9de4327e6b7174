import {
  type AcreInput,
  type CeilingYearToDate,
  computeEmployeePayslip,
  computeNetSalaryCents,
  computeOfficerPayslip,
  isSupportedYear,
  type NeutralPasZone,
  neutralPasZoneOf,
  type PayElement,
  supportedYears,
  withNeutralPasRate,
} from '@dirigeo/payroll-calc';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type AcreDeclaration,
  type CalculationInputs,
  type CreatePayslipBody,
  centsToEuros,
  type EmployerDetails,
  employerDetailsMissingMessage,
  eurosToCents,
  type FinalisationProblem,
  finalisationProblems,
  formatPostalAddress,
  isFinalisedStatus,
  missingEmployerDetails,
  type PayslipCalculation,
  type PayslipData,
  payslipCalculationSchema,
} from '@dirigeo/schemas';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { addressOf, percentOf } from '../company/company.dto.ts';
import type { Company } from '../company/company.entity.ts';
import { findCompany } from '../company/find-company.ts';
import { headcountFor } from '../company/company-headcount.ts';
import { companyVersementMobilite, versementMobiliteProblem } from '../company/company-versement-mobilite.ts';
import type { Employee } from '../employee/employee.entity.ts';
import { findEmployee } from '../employee/find-employee.ts';
import { markDeclarationStale } from '../social-declaration/mark-declaration-stale.ts';
import { User } from '../user/user.entity.ts';
import { freezePayslip } from './freeze-payslip.ts';
import { employeeContractInputs, employeePeriodProblem, previousPasRatePercent } from './employee-payslip.ts';
import { assertNoLaterFinalised, ceilingYearToDate } from './payslip-year-to-date.ts';
import { resolvePayElements } from './pay-elements.ts';
import { Payslip } from './payslip.entity.ts';

export const PERIOD_TAKEN_MESSAGE = 'Un bulletin existe déjà pour cette période';
const FINALISE_NEEDS_CALCULATION_MESSAGE =
  'Un bulletin finalisé doit détailler ses cotisations : envoyez les paramètres du calcul (calculationInputs) ' +
  'pour que le serveur les calcule avec les taux officiels, ou enregistrez un brouillon';
const UNLABELLED_OTHERS_MESSAGE =
  'Un bulletin finalisé indique la nature de chaque ajout et de chaque retenue (article R3243-1 du Code du travail) : ' +
  'saisissez-les comme éléments de paie « Autre ajout » (en disant s’il s’agit de salaire ou d’un remboursement) ou ' +
  '« Autre retenue », avec leur libellé, plutôt que dans « Autres ajouts » et « Autres retenues »';
const CONTRIBUTIONS_REQUIRED_MESSAGE =
  'Les charges sociales sont requises pour un bulletin saisi à la main (sans calculationInputs)';

/** The type of the withholding rate applied: the officer's profile says it; an employee's follows their rate id. */
function pasRateTypeOf(
  employee: Pick<Employee, 'pasRateId'> | null,
  user: Pick<User, 'pasRateType'>,
): 'personalised' | 'neutral' | null {
  if (employee) return employee.pasRateId ? 'personalised' : 'neutral';
  return user.pasRateType ?? null;
}

/** The officer's declared ACRE as @dirigeo/payroll-calc reads it. */
function acreInput(acre: AcreDeclaration): AcreInput {
  return {
    startYear: Number(acre.startMonth.slice(0, 4)),
    startMonth: Number(acre.startMonth.slice(5, 7)),
    effectiveControl: acre.effectiveControl,
    noAcreInPreviousThreeYears: acre.noAcreInPreviousThreeYears,
  };
}

/** What the pay elements move on the net à payer only: refunds in, benefits in kind and deductions out. */
function netOnlyEffect(calculation: PayslipCalculation): number {
  let cents = 0;
  for (const line of calculation.payElementLines ?? []) {
    if (line.treatment === 'non-soumis') cents += line.amountCents;
    if (line.treatment === 'avantage-en-nature' || line.treatment === 'retenue') cents -= line.amountCents;
  }
  return cents;
}

function yearWithoutRatesMessage(year: number): string {
  return `Les taux officiels de ${year} ne sont pas disponibles : le bulletin ne peut pas être calculé (années prises en charge : ${supportedYears.join(', ')})`;
}

/**
 * The officer's payslip computed by @dirigeo/payroll-calc from the gross, the period, the inputs and
 * the company's headcount and AT/MP rate (its default rate when the company has none), in the
 * stored shape (`payslipCalculationSchema`, lines with their codes).
 */
export function computePayslipCalculation(
  period: { year: number; month: number; grossCents: number },
  inputs: CalculationInputs,
  company: CompanyRates,
  yearToDate?: CeilingYearToDate,
  payElements: readonly PayElement[] = [],
  acre: AcreDeclaration | null = null,
  neutralPasZone?: NeutralPasZone,
): ComputedCalculation {
  if (!isSupportedYear(period.year)) throw new BadRequestError(yearWithoutRatesMessage(period.year));
  const input = {
    ...period,
    ...inputs,
    payElements,
    ...(acre ? { acre: acreInput(acre) } : {}),
    ...(yearToDate ? { yearToDate } : {}),
    headcount: company.headcount,
    versementMobiliteRatePercent: company.versementMobiliteRatePercent,
    ...(company.atmpRatePercent === null ? {} : { atmpRatePercent: company.atmpRatePercent }),
  };
  const result = neutralPasZone
    ? withNeutralPasRate(computeOfficerPayslip, input, neutralPasZone)
    : computeOfficerPayslip(input);
  return {
    calculation: payslipCalculationSchema.parse(result),
    atmpRatePercent: result.atmpRatePercent,
    grossCents: result.grossCents,
  };
}

/** What a payslip takes from the company for its month. */
export interface CompanyRates {
  headcount: number;
  /** The notified AT/MP rate; null: the year's collective rate. */
  atmpRatePercent: number | null;
  /** The versement mobilité's rate where it is due (0 otherwise). */
  versementMobiliteRatePercent: number;
}

/** A computed payslip in the stored shape, with the AT/MP rate applied and the gross with the pay elements. */
export interface ComputedCalculation {
  calculation: PayslipCalculation;
  atmpRatePercent: number;
  /** The payslip's gross: the base pay with the bonuses, benefits in kind and leave pay of its pay elements. */
  grossCents: number;
}

/**
 * An employee's payslip computed by @dirigeo/payroll-calc's `computeEmployeePayslip` from their
 * contract (status, working time, mutuelle, prévoyance cadre, days employed in the month), the
 * month's gross, the withholding rate and the company's headcount and AT/MP rate, in the stored shape.
 */
function computeEmployeePayslipCalculation(
  period: { year: number; month: number; grossCents: number },
  employee: Employee,
  pasRatePercent: number,
  company: CompanyRates,
  yearToDate?: CeilingYearToDate,
  payElements: readonly PayElement[] = [],
): ComputedCalculation {
  if (!isSupportedYear(period.year)) throw new BadRequestError(yearWithoutRatesMessage(period.year));
  const input = {
    ...period,
    ...employeeContractInputs(employee, period),
    pasRatePercent,
    payElements,
    ...(yearToDate ? { yearToDate } : {}),
    headcount: company.headcount,
    versementMobiliteRatePercent: company.versementMobiliteRatePercent,
    ...(company.atmpRatePercent === null ? {} : { atmpRatePercent: company.atmpRatePercent }),
  };
  // Without the DGFiP's identifier of a personal rate, the rate declared is the grid's (CGI 204 H III).
  const result = employee.pasRateId
    ? computeEmployeePayslip(input)
    : withNeutralPasRate(computeEmployeePayslip, input, neutralPasZoneOf(employee.postalCode));
  return {
    calculation: payslipCalculationSchema.parse(result),
    atmpRatePercent: result.atmpRatePercent,
    grossCents: result.grossCents,
  };
}

/** The employer's details a payslip prints, as the company's record holds them. */
function employerDetailsOf(company: Company): EmployerDetails {
  const address = addressOf(company);
  return {
    address: address ? formatPostalAddress(address) : null,
    siret: company.siret ?? null,
    nafCode: company.nafCode ?? null,
  };
}

/** The API's words for why a payslip cannot be finalised (the shared rule: `finalisationProblems`). */
function finalisationRefusal(problem: FinalisationProblem): string {
  switch (problem.kind) {
    case 'not-calculated':
      return FINALISE_NEEDS_CALCULATION_MESSAGE;
    case 'unlabelled-additions':
    case 'unlabelled-deductions':
      return UNLABELLED_OTHERS_MESSAGE;
    case 'payment-date-missing':
    case 'employer-details-missing':
      return problem.message;
  }
}

/** Refuses to finalise a payslip whose employer is not fully named (R3243-1): address, SIRET, NAF. */
export function assertEmployerDetailsComplete(company: Company): void {
  const missing = missingEmployerDetails(employerDetailsOf(company));
  if (missing.length > 0) throw new BadRequestError(employerDetailsMissingMessage(missing));
}

/**
 * Creates a payslip for the signed-in user. The server computes every figure: with
 * `calculationInputs`, the contributions with @dirigeo/payroll-calc (a calculation the client sent
 * is ignored); always, the net.
 *
 * A finalised payslip must carry every mention of Code du travail art. R. 3243-1 that applies to an
 * officer: so it must be computed here (each contribution's base, rate and amount, the withholding
 * tax, the montant net social), have a payment date, and the company's address, SIRET and APE code.
 * It is frozen in the same transaction (`freezePayslip`). A draft may be typed by hand (spec 000):
 * its charges as one total, stored as sent; its document says what it still lacks.
 * One transaction: the payslip and its frozen document are stored together or not at all.
 */
export function createPayslip(em: EntityManager, userId: number, body: CreatePayslipBody): Promise<Payslip> {
  return em.transactional((tx) => insertPayslip(tx, userId, body));
}

/** A payslip's stored fields as the server computes them from a body (create, or a draft's edit). */
export async function preparePayslip(em: EntityManager, userId: number, body: CreatePayslipBody) {
  const user = await em.findOneOrFail(User, { id: userId });
  const company = await findCompany(em, userId);
  // Another user's employee is not found (404), like a missing one.
  const employee = body.employeeId === undefined ? null : await findEmployee(em, userId, body.employeeId);
  const person = { employeeId: employee?.id ?? null };
  const grossSalaryCents = eurosToCents(body.grossSalary);
  // The month's own headcount: the officer's figure, or the contracts in force on its last day.
  const headcount = await headcountFor(em, company, body);
  const mobility = companyVersementMobilite(company, headcount);
  const companyRates: CompanyRates = {
    headcount,
    atmpRatePercent: percentOf(company.atmpRateBasisPoints),
    versementMobiliteRatePercent: mobility.ratePercent ?? 0,
  };
  // A computed payslip of a company that owes the versement mobilité needs its rate, never a guess.
  const mobilityProblem = versementMobiliteProblem(mobility, headcount);
  if (mobilityProblem && (employee || body.calculationInputs)) throw new BadRequestError(mobilityProblem);
  const period = { year: body.year, month: body.month, grossCents: grossSalaryCents };
  let inputs: CalculationInputs | undefined = body.calculationInputs;
  let computed: ComputedCalculation | null = null;
  // The month's pay elements, valued with what the server knows (pay-elements.ts).
  const payElementInputs = body.calculationInputs?.payElements ?? [];
  if (payElementInputs.length > 0 && !isSupportedYear(body.year)) {
    throw new BadRequestError(yearWithoutRatesMessage(body.year));
  }
  const payElements =
    payElementInputs.length > 0 && isSupportedYear(body.year)
      ? await resolvePayElements(
          em,
          userId,
          { employee, companyPostalCode: company.postalCode ?? null },
          { year: body.year, month: body.month },
          grossSalaryCents,
          payElementInputs,
        )
      : [];
  if (employee) {
    const problem = employeePeriodProblem(employee, body);
    if (problem) throw new BadRequestError(problem);
    // An employee's payslip is always computed: their contract says everything but the withholding rate.
    const pasRatePercent =
      body.calculationInputs?.pasRatePercent ?? (await previousPasRatePercent(em, userId, employee.id, body));
    inputs = {
      pasRatePercent,
      healthInsuranceMonthlyCents: employee.healthInsuranceMonthlyCents,
      healthInsuranceEmployerSharePercent: employee.healthInsuranceEmployerShareBasisPoints / 100,
      cadrePrevoyance: employee.status === 'cadre' && employee.cadrePrevoyance,
      ...(payElementInputs.length > 0 ? { payElements: payElementInputs } : {}),
    };
    computed = computeEmployeePayslipCalculation(
      period,
      employee,
      pasRatePercent,
      companyRates,
      await ceilingYearToDate(em, userId, body, person),
      payElements,
    );
  } else if (inputs) {
    computed = computePayslipCalculation(
      period,
      inputs,
      companyRates,
      await ceilingYearToDate(em, userId, body, person),
      payElements,
      user.acre ?? null,
      // An officer whose profile says the non-personalised rate has the grid's (CGI 204 H III).
      user.pasRateType === 'neutral' ? neutralPasZoneOf(user.postalCode) : undefined,
    );
  } else if (payElementInputs.length > 0) {
    throw new BadRequestError(
      'Les éléments de paie se calculent : envoyez-les avec les paramètres du calcul',
    );
  }
  const calculation = computed?.calculation ?? null;
  if (!calculation && body.socialContributions === undefined) {
    throw new BadRequestError(CONTRIBUTIONS_REQUIRED_MESSAGE);
  }
  const amounts = {
    // With pay elements, the payslip's gross is the base pay with its bonuses, benefits and leave pay.
    grossSalaryCents: computed?.grossCents ?? grossSalaryCents,
    socialContributionsCents:
      calculation?.employeeContributions ?? eurosToCents(body.socialContributions ?? 0),
    otherDeductionsCents: eurosToCents(body.otherDeductions ?? 0),
    otherAdditionsCents: eurosToCents(body.otherAdditions ?? 0),
  };
  const finalised = isFinalisedStatus(body.status);
  if (finalised) {
    const [problem] = finalisationProblems({
      calculated: calculation !== null,
      paymentDate: body.paymentDate,
      otherAdditionsCents: amounts.otherAdditionsCents,
      otherDeductionsCents: amounts.otherDeductionsCents,
      employer: employerDetailsOf(company),
    });
    if (problem) throw new BadRequestError(finalisationRefusal(problem));
    await assertNoLaterFinalised(em, userId, body, person);
  }
  // The formula the portal's live 'Salaire net estimé' uses too (spec 000 §3); the pay elements that only
  // move the net à payer (benefits in kind already received, refunds, deductions) move it here too.
  const elementsOnNet = computed ? netOnlyEffect(computed.calculation) : 0;
  const netSalaryCents =
    computeNetSalaryCents({
      grossCents: amounts.grossSalaryCents,
      socialContributionsCents: amounts.socialContributionsCents,
      otherDeductionsCents: amounts.otherDeductionsCents,
      otherAdditionsCents: amounts.otherAdditionsCents,
    }) + elementsOnNet;
  // The spec's snapshot: the client's identity fields (the profile's when absent), then the
  // amounts, period and status as stored, so that `data.netSalary` is the payslip's net.
  const employerSiret = body.data?.employerSiret ?? company.siret ?? undefined;
  const pasRateType = pasRateTypeOf(employee, user);
  const data: PayslipData = {
    employerName: body.data?.employerName ?? company.name,
    ...(employerSiret ? { employerSiret } : {}),
    // An employee's payslip names them from their record; the officer's may carry the client's snapshot.
    employeeName: employee
      ? `${employee.firstName} ${employee.lastName}`
      : (body.data?.employeeName ?? `${user.firstName} ${user.lastName}`),
    position: employee ? employee.jobTitle : (body.data?.position ?? user.position),
    month: body.month,
    year: body.year,
    grossSalary: centsToEuros(amounts.grossSalaryCents),
    socialContributions: centsToEuros(amounts.socialContributionsCents),
    otherDeductions: centsToEuros(amounts.otherDeductionsCents),
    otherAdditions: centsToEuros(amounts.otherAdditionsCents),
    netSalary: centsToEuros(netSalaryCents),
    status: body.status,
    ...(calculation && inputs && computed
      ? {
          calculation,
          calculationInputs: {
            ...inputs,
            // The rate applied: the one sent, or the grid's for a non-personalised rate.
            pasRatePercent: calculation.pasRatePercent,
            ...(payElements.length > 0 ? { basePayCents: grossSalaryCents } : {}),
            ...(!employee && user.acre ? { acre: user.acre } : {}),
            // The withholding rate's type the payslip prints (R3243-1 and the DSN's S21.G00.50.007): the DGFiP's
            // personal rate when its identifier is known, otherwise the non-personalised grid's.
            ...(pasRateType ? { pasRateType } : {}),
            headcount: companyRates.headcount,
            atmpRatePercent: computed.atmpRatePercent,
            ...(employee
              ? {
                  employeeStatus: employee.status,
                  workingTimeRatio: employee.workingTimeRatioTenThousandths / 10_000,
                }
              : {}),
          },
        }
      : {}),
  };
  return {
    user,
    employee,
    month: body.month,
    year: body.year,
    ...amounts,
    netSalaryCents,
    status: body.status,
    paymentDate: body.paymentDate ?? null,
    data,
  };
}

async function insertPayslip(em: EntityManager, userId: number, body: CreatePayslipBody): Promise<Payslip> {
  const payslip = em.create(Payslip, await preparePayslip(em, userId, body));
  const finalised = isFinalisedStatus(body.status);
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(PERIOD_TAKEN_MESSAGE);
    throw error;
  }
  if (finalised) {
    await freezePayslip(em, payslip);
    await markDeclarationStale(em, userId, { year: body.year, month: body.month });
  }
  return payslip;
}
