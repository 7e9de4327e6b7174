import {
  computeConventionalTerminationIndemnity,
  computeDismissalIndemnity,
  computePrecarityIndemnity,
  computeReferenceSalary,
  computeSeniority,
  isJourOuvrable,
} from '@dirigeo/labour-law';
import {
  applyPayElements,
  dismissalExemptionCeilingCents,
  formatEuros,
  type PayElement,
  type SupportedYear,
} from '@dirigeo/payroll-calc';
import type { EntityManager } from '@mikro-orm/core';
import {
  COUNTED_PAYSLIP_STATUSES,
  EMPLOYEE_ONLY_PAY_ELEMENTS,
  formatFrenchDate,
  formatPeriod,
  lastDayOfMonth,
  PAY_ELEMENT_KIND_LABELS,
  type PayElementInput,
  payslipDataSchema,
} from '@dirigeo/schemas';
import { BadRequestError } from '../../lib/errors.ts';
import type { Employee } from '../employee/employee.entity.ts';
import { Payslip } from './payslip.entity.ts';

type Period = { year: SupportedYear; month: number };

/** Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle) has two more public holidays (Code du travail L3134-13). */
function inAlsaceMoselle(postalCode: string | null | undefined): boolean {
  return /^(57|67|68)/.test(postalCode ?? '');
}

/** The jours ouvrables (Monday to Saturday, public holidays excepted) from `from` to `to`, both included. */
function joursOuvrables(from: string, to: string, alsaceMoselle: boolean): number {
  let count = 0;
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000) {
    if (isJourOuvrable(new Date(day).toISOString().slice(0, 10), { alsaceMoselle })) count += 1;
  }
  return count;
}

/** The kilometres refunded to the person earlier in the year (the barème is annual), from their finalised payslips. */
async function kilometresBefore(
  em: EntityManager,
  userId: number,
  employeeId: number | null,
  period: Period,
): Promise<number> {
  const earlier = await em.find(
    Payslip,
    {
      user: userId,
      employee: employeeId,
      year: period.year,
      month: { $lt: period.month },
      status: { $in: [...COUNTED_PAYSLIP_STATUSES] },
    },
    { fields: ['data'] },
  );
  let km = 0;
  for (const payslip of earlier) {
    const elements =
      payslipDataSchema.safeParse(payslip.data ?? {}).data?.calculationInputs?.payElements ?? [];
    for (const element of elements) if (element.kind === 'indemnites-kilometriques') km += element.km;
  }
  return km;
}

/** The gross paid to the employee over their contract before the period, from their finalised payslips. */
async function contractGrossBefore(em: EntityManager, userId: number, employee: Employee, period: Period) {
  const earlier = await em.find(
    Payslip,
    {
      user: userId,
      employee: employee.id,
      status: { $in: [...COUNTED_PAYSLIP_STATUSES] },
      $or: [{ year: { $lt: period.year } }, { year: period.year, month: { $lt: period.month } }],
    },
    { fields: ['grossSalaryCents', 'year', 'month'] },
  );
  const start = employee.contractStart.slice(0, 7);
  return earlier
    .filter((one) => `${one.year}-${String(one.month).padStart(2, '0')}` >= start)
    .reduce((sum, one) => sum + one.grossSalaryCents, 0);
}

/**
 * The gross of the employee's finalised payslips of the 12 months before the period, most recent first (the
 * reference salary's months, R1234-4; a month without a payslip is not invented).
 */
async function grossOfMonthsBefore(
  em: EntityManager,
  userId: number,
  employee: Employee,
  period: Period,
): Promise<number[]> {
  const earlier = await em.find(
    Payslip,
    {
      user: userId,
      employee: employee.id,
      status: { $in: [...COUNTED_PAYSLIP_STATUSES] },
      $or: [{ year: { $lt: period.year } }, { year: period.year, month: { $lt: period.month } }],
    },
    { fields: ['grossSalaryCents'], orderBy: { year: 'desc', month: 'desc' }, limit: 12 },
  );
  return earlier.map((one) => one.grossSalaryCents);
}

/**
 * The month's pay elements as @dirigeo/payroll-calc values them, from what the client sent: completed with
 * what the server knows (the kilometres already refunded in the year; a paid leave's jours ouvrables and the
 * pay of its days; a CDD's indemnité de fin de contrat, 10 % of the gross paid over it), refused in French
 * when the law does not allow it for this person and month.
 */
export async function resolvePayElements(
  em: EntityManager,
  userId: number,
  person: { employee: Employee | null; companyPostalCode: string | null },
  period: Period,
  basePayCents: number,
  inputs: readonly PayElementInput[],
): Promise<PayElement[]> {
  const { employee } = person;
  const first = `${period.year}-${String(period.month).padStart(2, '0')}-01`;
  const last = lastDayOfMonth(period.month, period.year);
  const monthLabel = formatPeriod(period.month, period.year).toLowerCase();
  const endsThisMonth =
    employee?.contractEnd != null && employee.contractEnd >= first && employee.contractEnd <= last;
  const alsaceMoselle = inAlsaceMoselle(person.companyPostalCode);
  const resolved: PayElement[] = [];
  let precarity = false;
  for (const input of inputs) {
    if (!employee && EMPLOYEE_ONLY_PAY_ELEMENTS.includes(input.kind)) {
      throw new BadRequestError(
        `« ${PAY_ELEMENT_KIND_LABELS[input.kind]} » ne concerne qu’un salarié : un mandataire social n’a pas de contrat de travail, donc ni congés payés ni indemnité de fin de contrat`,
      );
    }
    switch (input.kind) {
      case 'indemnites-kilometriques':
        resolved.push({
          ...input,
          kmYearToDate: await kilometresBefore(em, userId, employee?.id ?? null, period),
        });
        break;
      case 'conges-payes': {
        if (input.endDate < input.startDate) {
          throw new BadRequestError('Le dernier jour de congé précède le premier');
        }
        if (input.startDate < first || input.endDate > last) {
          throw new BadRequestError(
            `Les congés se saisissent mois par mois : indiquez sur ce bulletin les jours de ${monthLabel} (du ${formatFrenchDate(first)} au ${formatFrenchDate(last)} au plus), et la suite sur le bulletin du mois suivant`,
          );
        }
        if (
          employee &&
          (input.startDate < employee.contractStart ||
            (employee.contractEnd && input.endDate > employee.contractEnd))
        ) {
          throw new BadRequestError('Les jours de congé doivent tomber pendant le contrat de travail');
        }
        const workingDays = joursOuvrables(input.startDate, input.endDate, alsaceMoselle);
        if (workingDays === 0) {
          throw new BadRequestError(
            'Ces jours ne comptent aucun jour ouvrable (dimanches et jours fériés ne se décomptent pas en congés payés)',
          );
        }
        // The pay of the days off, by the jours ouvrables of the month (méthode des jours ouvrables réels).
        const monthDays = joursOuvrables(first, last, alsaceMoselle);
        const absenceCents = Math.round((basePayCents * workingDays) / monthDays);
        const indemnityCents = input.indemnityCents ?? absenceCents;
        if (indemnityCents < absenceCents) {
          throw new BadRequestError(
            `L’indemnité de congés payés ne peut pas être inférieure au salaire que le salarié aurait perçu en travaillant, ${formatEuros(absenceCents)} pour ces ${workingDays} jours ouvrables (article L3141-24 du Code du travail : la plus favorable de la règle du maintien et de celle du dixième)`,
          );
        }
        resolved.push({ ...input, workingDays, absenceCents, indemnityCents });
        break;
      }
      case 'indemnite-compensatrice-conges':
        if (!endsThisMonth) {
          throw new BadRequestError(
            'L’indemnité compensatrice de congés payés se verse avec la dernière paie (article L3141-28 du Code du travail) : indiquez d’abord dans la fiche du salarié une fin de contrat au cours de ce mois',
          );
        }
        resolved.push(input);
        break;
      case 'indemnite-fin-contrat':
        if (employee?.contractType !== 'cdd' || !endsThisMonth) {
          throw new BadRequestError(
            'L’indemnité de fin de contrat est due au terme d’un CDD (article L1243-8 du Code du travail) : elle se verse sur le bulletin du mois où le CDD prend fin',
          );
        }
        precarity = true;
        break;
      case 'indemnite-licenciement':
      case 'indemnite-rupture-conventionnelle': {
        const label = PAY_ELEMENT_KIND_LABELS[input.kind];
        if (!employee || employee.contractType !== 'cdi' || !employee.contractEnd || !endsThisMonth) {
          throw new BadRequestError(
            `« ${label} » se verse sur la dernière paie d’un CDI : indiquez d’abord dans la fiche du salarié une fin de contrat au cours de ce mois (la fin du préavis, même non exécuté)`,
          );
        }
        // Seniority at the end of the contract (the notice's end), the reference salary from the months before.
        const seniority = computeSeniority({
          startDate: employee.contractStart,
          endDate: employee.contractEnd,
        });
        const months = await grossOfMonthsBefore(em, userId, employee, period);
        const reference = computeReferenceSalary({
          last12MonthsCents: months.length > 0 ? months : [basePayCents],
        }).referenceSalaryCents;
        let amountCents: number;
        if (input.kind === 'indemnite-licenciement') {
          const indemnity = computeDismissalIndemnity({
            seniorityYears: seniority.years,
            referenceSalaryCents: reference,
          });
          if (!indemnity.eligible) {
            throw new BadRequestError(
              'L’indemnité légale de licenciement n’est due qu’à partir de 8 mois d’ancienneté ininterrompue (article L1234-9 du Code du travail), hors faute grave ou lourde',
            );
          }
          amountCents = indemnity.amountCents;
        } else {
          if (input.employeeCanClaimPension) {
            throw new BadRequestError(
              'Le salarié peut faire liquider une pension de retraite de base : son indemnité de rupture conventionnelle est alors soumise en totalité aux cotisations, à la CSG et à l’impôt (article L242-1 du Code de la sécurité sociale), ce que Dirigeo ne calcule pas encore',
            );
          }
          amountCents = computeConventionalTerminationIndemnity({
            seniorityYears: seniority.years,
            referenceSalaryCents: reference,
          }).amountCents;
        }
        if (amountCents > dismissalExemptionCeilingCents(period.year)) {
          throw new BadRequestError(
            `Cette indemnité (${formatEuros(amountCents)}) dépasse deux plafonds annuels de la Sécurité sociale : la part au-delà est soumise à cotisations, ce que Dirigeo ne calcule pas encore`,
          );
        }
        resolved.push({ kind: input.kind, amountCents });
        break;
      }
      default:
        resolved.push(input);
    }
  }
  if (precarity && employee) {
    // 10 % of the gross paid over the contract (L1243-8), this month's included, the indemnité compensatrice
    // de congés payés excepted (it is computed on a base that includes the précarité, not the other way).
    const thisMonth = applyPayElements(
      period.year,
      resolved.filter((one) => one.kind !== 'indemnite-compensatrice-conges'),
      basePayCents,
    );
    const total =
      (await contractGrossBefore(em, userId, employee, period)) +
      basePayCents +
      thisMonth.grossAdditionsCents;
    const indemnity = computePrecarityIndemnity({ totalGrossCents: total });
    resolved.push({ kind: 'indemnite-fin-contrat', amountCents: indemnity.amountCents });
  }
  return resolved;
}
