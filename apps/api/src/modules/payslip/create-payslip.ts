import { computeNetSalaryCents } from '@dirigeo/payroll-calc';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type CreatePayslipBody,
  centsToEuros,
  eurosToCents,
  isFinalisedStatus,
  missingEmployerDetails,
  type PayslipCalculation,
  type PayslipData,
} from '@dirigeo/schemas';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { User } from '../user/user.entity.ts';
import { freezePayslip } from './freeze-payslip.ts';
import { Payslip } from './payslip.entity.ts';

export const PERIOD_TAKEN_MESSAGE = 'Un bulletin existe déjà pour cette période';
export const CONTRIBUTIONS_MISMATCH_MESSAGE =
  'Les charges sociales ne correspondent pas au total des cotisations salariales du calcul détaillé';
export const CALCULATION_INCONSISTENT_MESSAGE =
  "Le calcul détaillé n'est pas cohérent : ses totaux ne découlent pas de ses lignes et du salaire brut";
export const FINALISE_NEEDS_CALCULATION_MESSAGE =
  'Un bulletin finalisé doit détailler ses cotisations : calculez-les avec les taux officiels, ' +
  'ou enregistrez un brouillon';
export const FINALISE_NEEDS_PAYMENT_DATE_MESSAGE =
  'La date de paiement est requise pour finaliser un bulletin';

/**
 * Whether a detailed calculation's totals follow from its lines and the gross, as
 * @dirigeo/payroll-calc computes them: the payslip prints both, and a total the client made up (a
 * montant net social of 0,05 €, an employer cost below the gross) would be false on a finalised one.
 */
export function isConsistentCalculation(grossCents: number, calculation: PayslipCalculation): boolean {
  const sum = (amount: (line: PayslipCalculation['lines'][number]) => number) =>
    calculation.lines.reduce((total, line) => total + amount(line), 0);
  const netBeforeTax = grossCents - calculation.employeeContributions;
  const pasAmount = Math.round((calculation.netTaxable * calculation.pasRatePercent) / 100);
  return (
    sum((line) => line.employeeAmountCents) === calculation.employeeContributions &&
    sum((line) => line.employerAmountCents) === calculation.employerContributions &&
    calculation.netBeforeTax === netBeforeTax &&
    calculation.netSocial === netBeforeTax &&
    // The non-deductible CSG/CRDS (and any employer health share) are added back, never taken off.
    calculation.netTaxable >= netBeforeTax &&
    Math.abs(calculation.pasAmount - pasAmount) <= 1 &&
    calculation.netPaid === netBeforeTax - calculation.pasAmount &&
    calculation.employerCost === grossCents + calculation.employerContributions
  );
}

/** The refusal of a finalisation while the profile lacks employer details the payslip must print. */
export function finaliseNeedsEmployerDetailsMessage(missing: readonly string[]): string {
  return `Complétez votre profil avant de finaliser un bulletin : ${missing.join(', ')}`;
}

/**
 * Creates a payslip for the signed-in user. The net is computed here, whatever the client sent.
 * When the client attached a detailed calculation, its employee contributions must be the
 * socialContributions amount: the PDF prints those lines, and the totals must agree.
 *
 * A finalised payslip must carry every mention of Code du travail art. R. 3243-1 that applies to an
 * officer: so it needs the detailed calculation (each contribution's base, rate and amount, the
 * withholding tax, the montant net social), a payment date, and the employer's address, SIRET and
 * APE code in the profile. It is frozen in the same transaction (`freezePayslip`). A draft may be
 * typed by hand: its document says what it still lacks. One transaction: the payslip and its frozen
 * document are stored together or not at all.
 */
export function createPayslip(em: EntityManager, userId: number, body: CreatePayslipBody): Promise<Payslip> {
  return em.transactional((tx) => insertPayslip(tx, userId, body));
}

async function insertPayslip(em: EntityManager, userId: number, body: CreatePayslipBody): Promise<Payslip> {
  const amounts = {
    grossSalaryCents: eurosToCents(body.grossSalary),
    socialContributionsCents: eurosToCents(body.socialContributions),
    otherDeductionsCents: eurosToCents(body.otherDeductions ?? 0),
    otherAdditionsCents: eurosToCents(body.otherAdditions ?? 0),
  };
  const calculation = body.data?.calculation;
  if (calculation && calculation.employeeContributions !== amounts.socialContributionsCents) {
    throw new BadRequestError(CONTRIBUTIONS_MISMATCH_MESSAGE);
  }
  if (calculation && !isConsistentCalculation(amounts.grossSalaryCents, calculation)) {
    throw new BadRequestError(CALCULATION_INCONSISTENT_MESSAGE);
  }
  const user = await em.findOneOrFail(User, { id: userId });
  const finalised = isFinalisedStatus(body.status);
  if (finalised) {
    if (!calculation) throw new BadRequestError(FINALISE_NEEDS_CALCULATION_MESSAGE);
    if (!body.paymentDate) throw new BadRequestError(FINALISE_NEEDS_PAYMENT_DATE_MESSAGE);
    const missing = missingEmployerDetails({
      name: user.company,
      address: user.companyAddress ?? null,
      siret: user.siret ?? null,
      nafCode: user.nafCode ?? null,
    });
    if (missing.length > 0) throw new BadRequestError(finaliseNeedsEmployerDetailsMessage(missing));
  }
  // The formula the portal's live 'Salaire net estimé' uses too (spec 000 §3).
  const netSalaryCents = computeNetSalaryCents({
    grossCents: amounts.grossSalaryCents,
    socialContributionsCents: amounts.socialContributionsCents,
    otherDeductionsCents: amounts.otherDeductionsCents,
    otherAdditionsCents: amounts.otherAdditionsCents,
  });
  // The spec's snapshot: the client's identity fields (the profile's when absent), then the
  // amounts, period and status as stored, so that `data.netSalary` is the payslip's net.
  const employerSiret = body.data?.employerSiret ?? user.siret ?? undefined;
  const data: PayslipData = {
    employerName: body.data?.employerName ?? user.company,
    ...(employerSiret ? { employerSiret } : {}),
    employeeName: body.data?.employeeName ?? `${user.firstName} ${user.lastName}`,
    position: body.data?.position ?? user.position,
    month: body.month,
    year: body.year,
    grossSalary: centsToEuros(amounts.grossSalaryCents),
    socialContributions: centsToEuros(amounts.socialContributionsCents),
    otherDeductions: centsToEuros(amounts.otherDeductionsCents),
    otherAdditions: centsToEuros(amounts.otherAdditionsCents),
    netSalary: centsToEuros(netSalaryCents),
    status: body.status,
    ...(calculation ? { calculation } : {}),
  };
  const payslip = em.create(Payslip, {
    user,
    month: body.month,
    year: body.year,
    ...amounts,
    netSalaryCents,
    status: body.status,
    paymentDate: body.paymentDate ?? null,
    data,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(PERIOD_TAKEN_MESSAGE);
    throw error;
  }
  if (finalised) await freezePayslip(em, payslip);
  return payslip;
}
